import { formatJalaliDateTime } from '@daneshsara/domain';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DataTable,
  Labeled,
  SearchInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { nowrapColumns } from '../../../inputs/tableSx';
import { DialogButton } from '../shared/buttons';
import { DigitsInput, faDigits } from '../shared/text';
import { TextButton } from '../shared/TextButton';
import { EmptyRows, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import { useOnePage } from './kit/onePage';
import {
  CardLine,
  LongText,
  OpenLink,
  PersonCell,
  RowCards,
  RowPanel,
  Snippet,
  TabSection,
} from './kit/parts';
import { useTabList } from './kit/useTabList';
import {
  ANSWER_STATUS_COLORS,
  answerStatusChoices,
  groupHandIns,
  HANDINS_LABELS,
  matchHandIn,
  PROJECT_SHEETS_LIST_PATH,
  sentCount,
  sheetActionPath,
  type HandIn,
  type ProjectRow,
  type SheetRow,
} from './model';

const handInFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="answer_status" source="answer_status" choices={answerStatusChoices} alwaysOn />,
  <DigitsInput key="owner__national_code" source="owner__national_code" alwaysOn resettable />,
];

/** «گروه ابن سینا» or the learner's name: who a hand-in is from. */
function whoText(row: HandIn, translate: (key: string, options?: object) => string): string {
  if (row.kind === 'team') {
    return translate('app.lma_projects.handins.team', {
      title: faDigits(row.team_title ?? translate('app.lma_projects.handins.unknown_team')),
    });
  }
  return faDigits(row.members[0]?.full_name ?? '');
}

/** A team: its title as a chip, the members under it; a learner: name and national code. */
function WhoField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  const translate = useTranslate();
  if (!row) return null;
  if (row.kind === 'learner') return <PersonCell person={row.members[0]} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color="secondary"
        variant="outlined"
        icon={<GroupsOutlinedIcon />}
        label={whoText(row, translate)}
      />
      <Typography variant="caption" color="text.secondary">
        {row.members.map((m) => faDigits(m.full_name)).join('، ')}
      </Typography>
    </Box>
  );
}

function StatusField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  return (
    <StatusChip
      value={row?.answer_status}
      labels="app.lma_projects.answer_status"
      colors={ANSWER_STATUS_COLORS}
    />
  );
}

function AnswerField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  return <Snippet text={row?.answer_text} />;
}

function AttachmentField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  return <OpenLink href={row?.answer_attachment} label="app.lma_projects.handins.attachment" />;
}

function TimeField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {row?.answer_time ? formatJalaliDateTime(row.answer_time) : translate('app.empty')}
    </Typography>
  );
}

function NotationField(_: { source?: string }) {
  const row = useRecordContext<HandIn>();
  return <Snippet text={row?.notation} />;
}

/** PUT verify / not_verify on each sheet of the hand-in (every member of a team). */
function ReviewButton({ verify }: { verify: boolean }) {
  const row = useRecordContext<HandIn>();
  const { callEach } = useLmaCall();
  const [busy, setBusy] = useState(false);
  if (!row || !row.sheetIds.length || row.answer_status === 'NOT_SENT') return null;
  if (row.answer_status === (verify ? 'VERIFIED' : 'NOT_VERIFIED')) return null;
  return (
    <TextButton
      label={verify ? 'app.lma_projects.handins.verify' : 'app.lma_projects.handins.not_verify'}
      color={verify ? 'success' : 'error'}
      icon={verify ? <CheckCircleOutlineOutlinedIcon /> : <HighlightOffIcon />}
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        await callEach(
          row.sheetIds.map((id) => sheetActionPath(id, verify ? 'verify' : 'not_verify')),
          'PUT',
          undefined,
          verify ? 'app.lma_projects.handins.verified' : 'app.lma_projects.handins.not_verified',
        );
        setBusy(false);
      }}
    />
  );
}

/** «یادداشت»: PUT save_notation {notation} on each sheet of the hand-in. */
function NotationButton() {
  const row = useRecordContext<HandIn>();
  const translate = useTranslate();
  const { callEach } = useLmaCall();
  if (!row || !row.sheetIds.length) return null;
  return (
    <DialogButton
      label="app.lma_projects.handins.notation.action"
      icon={<StickyNote2OutlinedIcon />}
      title={translate('app.lma_projects.handins.notation.title', {
        name: whoText(row, translate),
      })}
      submitLabel="ra.action.save"
      defaultValues={{ notation: row.notation ?? '' }}
      validate={(values) =>
        typeof values.notation === 'string' && values.notation.trim()
          ? {}
          : { notation: 'app.lma_projects.handins.notation.required' }
      }
      onSubmit={async (values) => {
        const ok = await callEach(
          row.sheetIds.map((id) => sheetActionPath(id, 'save_notation')),
          'PUT',
          { notation: String(values.notation).trim() },
          'app.lma_projects.handins.notation.done',
        );
        return ok ? undefined : { root: '' };
      }}
    >
      {row.answer_status === 'SENT' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.lma_projects.handins.notation.reviewed_help')}
        </Alert>
      )}
      <TextInput
        source="notation"
        label="app.lma_projects.handins.notation.label"
        helperText="app.lma_projects.handins.notation.help"
        multiline
        minRows={4}
        fullWidth
        isRequired
      />
    </DialogButton>
  );
}

function HandInActions(_: { source?: string }) {
  return (
    <RowButtons>
      <ReviewButton verify />
      <ReviewButton verify={false} />
      <NotationButton />
    </RowButtons>
  );
}

/** Under a row: the whole answer, the attachment and the note. */
function HandInPanel() {
  const row = useRecordContext<HandIn>();
  if (!row) return null;
  return (
    <RowPanel columns="2fr 1fr">
      <Labeled label={`resources.${HANDINS_LABELS}.fields.answer_text`}>
        <LongText text={row.answer_text} />
      </Labeled>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Labeled label={`resources.${HANDINS_LABELS}.fields.answer_attachment`}>
          <OpenLink href={row.answer_attachment} label="app.lma_projects.handins.attachment" />
        </Labeled>
        <Labeled label={`resources.${HANDINS_LABELS}.fields.notation`}>
          <LongText text={row.notation} />
        </Labeled>
      </Box>
    </RowPanel>
  );
}

function HandInsTable() {
  return (
    <DataTable<HandIn>
      bulkActionButtons={false}
      rowClick={false}
      expand={<HandInPanel />}
      isRowExpandable={(row) => row.sheetIds.length > 0}
      empty={<EmptyRows text="app.lma_projects.handins.empty" />}
      sx={nowrapColumns('answer_status', 'answer_time')}
    >
      <DataTable.Col source="members" disableSort>
        <WhoField />
      </DataTable.Col>
      <DataTable.Col source="answer_status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="answer_text" disableSort>
        <AnswerField />
      </DataTable.Col>
      <DataTable.Col source="answer_attachment" disableSort>
        <AttachmentField />
      </DataTable.Col>
      <DataTable.Col source="answer_time">
        <TimeField />
      </DataTable.Col>
      <DataTable.Col source="notation" disableSort>
        <NotationField />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <HandInActions />
      </DataTable.Col>
    </DataTable>
  );
}

function HandInCards() {
  const field = (name: string) => `resources.${HANDINS_LABELS}.fields.${name}`;
  return (
    <RowCards<HandIn>
      empty="app.lma_projects.handins.empty"
      render={(row) => ({
        title: <WhoField />,
        badge: <StatusField />,
        lines: [
          row.answer_text ? <LongText key="a" text={row.answer_text} /> : null,
          row.answer_attachment ? <AttachmentField key="f" /> : null,
          row.answer_time ? (
            <CardLine key="t" label={field('answer_time')}>
              {formatJalaliDateTime(row.answer_time)}
            </CardLine>
          ) : null,
          row.notation ? (
            <CardLine key="n" label={field('notation')}>
              {faDigits(row.notation)}
            </CardLine>
          ) : null,
        ],
        actions: <HandInActions />,
      })}
    />
  );
}

interface TeamTitle {
  id: number;
  title: string;
}

/**
 * The hand-ins of one project (GET project_attendance_sheets/project_sheets?project=): every
 * registered learner, or on a team project each team once; verify, refuse and the note.
 */
export function HandInsSection({ project, onClose }: { project: ProjectRow; onClose: () => void }) {
  const translate = useTranslate();
  const sheets = useOnePage<SheetRow>(PROJECT_SHEETS_LIST_PATH, { project: project.id });
  const isTeam = project.type === 'TEAM';
  const teams = useOnePage<TeamTitle>(
    'lma/teams',
    { classroom: project.classroom },
    { enabled: isTeam },
  );
  const rows = useMemo(() => {
    if (!sheets.data) return undefined;
    const titles = new Map((teams.data ?? []).map((t) => [t.id, t.title]));
    return groupHandIns(sheets.data, project.type, titles);
  }, [sheets.data, teams.data, project.type]);
  const list = useTabList<HandIn>(sheets, {
    rows,
    sort: { field: 'order', order: 'ASC' },
    match: matchHandIn,
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [project.id]);
  return (
    <Box ref={ref} sx={{ scrollMarginTop: 72 }}>
      <TabSection
        title={
          <>{translate('app.lma_projects.handins.title', { title: faDigits(project.title) })}</>
        }
        action={
          <TextButton
            label="app.lma_projects.handins.close"
            icon={<CloseIcon />}
            color="inherit"
            onClick={onClose}
          />
        }
        intro={
          <>
            {rows && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(
                  isTeam
                    ? 'app.lma_projects.handins.summary_team'
                    : 'app.lma_projects.handins.summary',
                  { sent: sentCount(rows), total: rows.length },
                )}
              </Typography>
            )}
            {isTeam && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate('app.lma_projects.handins.team_help')}
              </Alert>
            )}
          </>
        }
        resource={HANDINS_LABELS}
        list={list}
        filters={handInFilters}
        table={<HandInsTable />}
        cards={<HandInCards />}
      />
    </Box>
  );
}
