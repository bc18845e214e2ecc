import { formatJalaliDateTime, formatNumber } from '@daneshsara/domain';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import {
  DataTable,
  SimpleList,
  Title,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { useApiAction } from '../../../inputs/ActionDialog';
import { DigitsInput } from '../../../inputs/listFilters';
import { nowrapColumns } from '../../../inputs/tableSx';
import { OpenLink, PersonCell, Snippet } from '../projects/kit/parts';
import { sheetActionPath } from '../projects/model';
import { sheetVerifyPath } from '../sessions/api';
import { LinkButton } from '../sessions/LinkButton';
import { faDigits } from '../shared/text';
import { TextButton } from '../shared/TextButton';
import { EmptyRows, RowButtons } from '../shared/ui';
import {
  projectsTabRouteOf,
  sessionSheetsRouteOf,
  WAITING_PROJECT_FILTER,
  WAITING_PROJECT_SHEETS_RESOURCE,
  WAITING_SESSION_FILTER,
  WAITING_SESSION_SHEETS_RESOURCE,
  type WaitingProjectSheet,
  type WaitingSessionSheet,
} from './model';

type Row = WaitingSessionSheet | WaitingProjectSheet;
const isSession = (r: Row): r is WaitingSessionSheet => 'session' in r;
const whereOf = (r: Row) =>
  faDigits(
    `${r.classroom_info.title ?? ''} · ${isSession(r) ? (r.session_info.title ?? '') : (r.project_info.title ?? '')}`,
  );

function LearnerField(_: { source?: string }) {
  const r = useRecordContext<Row>();
  return <PersonCell person={r?.owner_info} />;
}

function WhereField(_: { source?: string }) {
  const r = useRecordContext<Row>();
  if (!r) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {faDigits(isSession(r) ? r.session_info.title : r.project_info.title)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {faDigits(r.classroom_info.title ?? '')}
      </Typography>
    </Box>
  );
}

function AnswerField(_: { source?: string }) {
  const r = useRecordContext<Row>();
  if (!r) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Snippet text={r.answer_text} />
      {r.answer_attachment && <OpenLink href={r.answer_attachment} label="app.verify.attachment" />}
    </Box>
  );
}

function SentField(_: { source?: string }) {
  const r = useRecordContext<Row>();
  return (
    <Typography variant="body2">
      {r?.answer_time ? formatJalaliDateTime(r.answer_time) : '—'}
    </Typography>
  );
}

/** «تایید» and «عدم تایید» on the row (the same PUT …/verify | not_verify as the session or project page), and its page. */
function RowActions(_: { source?: string }) {
  const r = useRecordContext<Row>();
  const run = useApiAction();
  const [busy, setBusy] = useState(false);
  if (!r) return null;
  const send = async (ok: boolean) => {
    if (busy) return;
    setBusy(true);
    const path = isSession(r)
      ? sheetVerifyPath(r.id, ok)
      : sheetActionPath(r.id, ok ? 'verify' : 'not_verify');
    await run(path, 'PUT', undefined, ok ? 'app.verify.verified' : 'app.verify.not_verified');
    setBusy(false);
  };
  return (
    <RowButtons>
      <TextButton
        label="app.verify.verify"
        color="success"
        variant="outlined"
        disabled={busy}
        icon={<CheckCircleOutlineOutlinedIcon />}
        onClick={() => send(true)}
      />
      <TextButton
        label="app.verify.not_verify"
        color="error"
        disabled={busy}
        icon={<HighlightOffOutlinedIcon />}
        onClick={() => send(false)}
      />
      <LinkButton
        label={isSession(r) ? 'app.verify.open_session' : 'app.verify.open_projects'}
        icon={<OpenInNewOutlinedIcon />}
        to={isSession(r) ? sessionSheetsRouteOf(r) : projectsTabRouteOf(r)}
      />
    </RowButtons>
  );
}

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
      {translate(text)}{' '}
      {typeof total === 'number' && (
        <Typography component="span" variant="h6" color="text.secondary">
          {translate('app.verify.count', { count: formatNumber(total) })}
        </Typography>
      )}
    </Typography>
  );
}

const filters = [<DigitsInput key="code" source="owner__national_code" alwaysOn />];

function WaitingList({
  resource,
  filter,
  heading,
  empty,
}: {
  resource: string;
  filter: Record<string, string>;
  heading: string;
  empty: string;
}): ReactElement {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(heading)}>
      <ConsoleList
        resource={resource}
        filter={filter}
        filters={filters}
        filterButton={false}
        disableSyncWithLocation
        storeKey={`${resource}-waiting`}
        sort={{ field: 'answer_time', order: 'ASC' }}
        title=" "
        empty={false}
        header={<Heading text={heading} />}
        phone={
          <SimpleList<Row>
            primaryText={(r) => faDigits(r.owner_info?.full_name ?? '')}
            secondaryText={whereOf}
            tertiaryText={(r) => (r.answer_time ? formatJalaliDateTime(r.answer_time) : '')}
            linkType={(record) => {
              const r = record as Row;
              return isSession(r) ? sessionSheetsRouteOf(r) : projectsTabRouteOf(r);
            }}
          />
        }
      >
        <DataTable<Row>
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyRows text={empty} />}
          sx={nowrapColumns('answer_time')}
        >
          <DataTable.Col source="owner" label="app.verify.learner" disableSort>
            <LearnerField />
          </DataTable.Col>
          <DataTable.Col
            source="where"
            label={
              resource === WAITING_SESSION_SHEETS_RESOURCE
                ? 'app.verify.session'
                : 'app.verify.project'
            }
            disableSort
          >
            <WhereField />
          </DataTable.Col>
          <DataTable.Col source="answer_text" label="app.verify.answer" disableSort>
            <AnswerField />
          </DataTable.Col>
          <DataTable.Col source="answer_time" label="app.verify.sent">
            <SentField />
          </DataTable.Col>
          <DataTable.Col source="actions" label="app.verify.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </Box>
  );
}

/**
 * «برگه‌های در انتظار بررسی» (the dashboard's card opens it): the session assignments and the
 * project hand-ins waiting for staff to verify, oldest first, across every classroom the signed-in
 * staff member works on; each verified or refused on the spot, or opened on its own page.
 */
export function SheetsToVerifyPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, width: '100%' }}>
      <Title title={translate('app.verify.title')} />
      <Typography color="text.secondary">{translate('app.verify.intro')}</Typography>
      <WaitingList
        resource={WAITING_SESSION_SHEETS_RESOURCE}
        filter={WAITING_SESSION_FILTER}
        heading="app.verify.sessions"
        empty="app.verify.no_sessions"
      />
      <WaitingList
        resource={WAITING_PROJECT_SHEETS_RESOURCE}
        filter={WAITING_PROJECT_FILTER}
        heading="app.verify.projects"
        empty="app.verify.no_projects"
      />
    </Box>
  );
}
