import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiSwitch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  BooleanInput,
  DataTable,
  SelectInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DropFileInput } from '../../../inputs/DropFileInput';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { nowrapColumns } from '../../../inputs/tableSx';
import { markText, useOnePage } from '../projects/kit/onePage';
import { CardLine, OpenLink, PersonCell, RowCards, TabSection } from '../projects/kit/parts';
import { useTabList } from '../projects/kit/useTabList';
import { ConfirmButton, DeleteRowButton, ExportButton, FormDialogButton } from '../shared/buttons';
import { DecimalInput } from '../shared/DecimalInput';
import type { ClassroomRecord } from '../shared/fields';
import { DigitsInput, faDigits } from '../shared/text';
import { EmptyRows, MutedText, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import {
  ACTIVITY_LABELS,
  ACTIVITY_SHEET_PATH,
  announcePath,
  matchActivity,
  matchTranscript,
  toTranscriptBody,
  TRANSCRIPT_STATUS_COLORS,
  transcriptExportFilter,
  transcriptPath,
  TRANSCRIPTS_LABELS,
  TRANSCRIPTS_PATH,
  transcriptStatusChoices,
  transcriptToForm,
  validateTranscript,
  withRegistrationId,
  yesNoChoices,
  type ActivityRow,
  type TranscriptRow,
} from './model';
import { listHasRows } from '../../../components/list/listRows';

const codeFilter = <DigitsInput key="national_code" source="national_code" alwaysOn resettable />;

const transcriptFilters = [
  <SelectInput key="status" source="status" choices={transcriptStatusChoices} alwaysOn />,
  <SelectInput key="is_sent_by_post" source="is_sent_by_post" choices={yesNoChoices} alwaysOn />,
  <SelectInput
    key="has_certification"
    source="has_certification"
    choices={yesNoChoices}
    alwaysOn
  />,
  codeFilter,
];

/**
 * «اعلام نتایج»: PUT lma/classrooms/{id}/announce_result after a confirmation saying what it does
 * (every registered learner's transcript is written or rewritten).
 */
function AnnounceButton({ classroomId }: { classroomId: number | string }) {
  const { call } = useLmaCall();
  return (
    <ConfirmButton
      label="app.lma_results.announce.action"
      icon={<CampaignOutlinedIcon />}
      variant="contained"
      title="app.lma_results.announce.title"
      content="app.lma_results.announce.content"
      confirm="app.lma_results.announce.submit"
      onConfirm={async () =>
        (
          await call<{ announced?: number }>(
            announcePath(classroomId),
            'PUT',
            undefined,
            (data) => ({
              message: 'app.lma_results.announce.done',
              args: { count: data.announced ?? 0 },
            }),
          )
        ).ok
      }
    />
  );
}

/** «خروجی اکسل» above the transcripts: GET transcript_sheets/export_report with the filters set. */
function ExportBar({ classroomId }: { classroomId: number | string }) {
  const list = useListContext();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ExportButton
        path={TRANSCRIPTS_PATH}
        filter={transcriptExportFilter(classroomId, list.filterValues)}
        disabled={!listHasRows(list)}
      />
    </Box>
  );
}

function LearnerField(_: { source?: string }) {
  const row = useRecordContext<TranscriptRow>();
  return <PersonCell person={row?.registration_info.owner_info} />;
}

/** A mark of the row (or a count: `zero` shows ۰ where there is none). */
function MarkField({ source, zero = false }: { source: string; zero?: boolean }) {
  const row = useRecordContext();
  return (
    <Typography component="span" variant="body2">
      {markText(row?.[source] ?? (zero ? 0 : undefined))}
    </Typography>
  );
}

/** The final score, with «دستی» when staff set it (announcing again keeps it). */
function FinalScoreField(_: { source?: string }) {
  const row = useRecordContext<TranscriptRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {markText(row.final_score)}
      </Typography>
      {row.is_final_score_overridden && (
        <Chip size="small" variant="outlined" label={translate('app.lma_results.overridden')} />
      )}
    </Box>
  );
}

function ResultField(_: { source?: string }) {
  const row = useRecordContext<TranscriptRow>();
  return (
    <StatusChip
      value={row?.status}
      labels="app.learning.transcript_status"
      colors={TRANSCRIPT_STATUS_COLORS}
    />
  );
}

/** «ارسال شده با پست» as a switch: PUT {is_sent_by_post}. */
function SentByPostField(_: { source?: string }) {
  const row = useRecordContext<TranscriptRow>();
  const translate = useTranslate();
  const { call } = useLmaCall();
  const [busy, setBusy] = useState(false);
  if (!row) return null;
  const name = faDigits(row.registration_info.owner_info?.full_name ?? '');
  return (
    <MuiSwitch
      checked={row.is_sent_by_post}
      disabled={busy}
      slotProps={{
        input: { 'aria-label': translate('app.lma_results.post.aria', { name }) },
      }}
      onClick={(e) => e.stopPropagation()}
      onChange={async () => {
        setBusy(true);
        await call(
          transcriptPath(row.id),
          'PUT',
          { is_sent_by_post: !row.is_sent_by_post },
          row.is_sent_by_post ? 'app.lma_results.post.off' : 'app.lma_results.post.on',
        );
        setBusy(false);
      }}
    />
  );
}

function CertificateField(_: { source?: string }) {
  const row = useRecordContext<TranscriptRow>();
  return <OpenLink href={row?.certification} label="app.lma_results.certificate.open" />;
}

/** «ویرایش»: the final score, sent by post, the certificate; only what changed is sent. */
function EditTranscriptButton() {
  const row = useRecordContext<TranscriptRow>();
  const translate = useTranslate();
  const { submit } = useLmaCall();
  if (!row) return null;
  const name = faDigits(row.registration_info.owner_info?.full_name ?? '');
  return (
    <FormDialogButton
      title={translate('app.lma_results.edit.title', { name })}
      defaultValues={transcriptToForm(row)}
      validate={validateTranscript}
      onSubmit={async (values) => {
        const body = toTranscriptBody(values, row);
        if (!body) return undefined;
        return submit(transcriptPath(row.id), 'PUT', body, 'app.lma_results.edit.done');
      }}
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.lma_results.edit.help')}
      </Alert>
      <DecimalInput
        source="final_score"
        label="resources.lma-transcripts.fields.final_score"
        helperText="app.lma_results.edit.final_score_help"
        isRequired
      />
      <BooleanInput
        source="is_sent_by_post"
        label="resources.lma-transcripts.fields.is_sent_by_post"
      />
      {/* A certificate (PDF or picture): the current one is a link; a new one goes as multipart. */}
      <DropFileInput
        source="certification"
        label="resources.lma-transcripts.fields.certification"
        helperText="app.lma_results.certificate.help"
        accept={{
          'application/pdf': ['.pdf'],
          'image/png': ['.png'],
          'image/jpeg': ['.jpg', '.jpeg'],
          'image/webp': ['.webp'],
        }}
        drop="app.lma_results.certificate.drop"
        current="app.lma_results.certificate.current"
      />
    </FormDialogButton>
  );
}

function DeleteTranscriptButton() {
  const row = useRecordContext<TranscriptRow>();
  if (!row) return null;
  return (
    <DeleteRowButton
      path={transcriptPath(row.id)}
      title="app.lma_results.delete.title"
      content="app.lma_results.delete.content"
      translateOptions={{ name: faDigits(row.registration_info.owner_info?.full_name ?? '') }}
      done="app.lma_results.delete.done"
    />
  );
}

function TranscriptActions(_: { source?: string }) {
  return (
    <RowButtons>
      <EditTranscriptButton />
      <DeleteTranscriptButton />
    </RowButtons>
  );
}

function TranscriptsTable() {
  return (
    <DataTable<TranscriptRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyRows text="app.lma_results.empty" />}
      sx={nowrapColumns('attendance_score', 'highest_test_score', 'final_score', 'status')}
    >
      <DataTable.Col source="learner" disableSort>
        <LearnerField />
      </DataTable.Col>
      <DataTable.Col source="attendance_score">
        <MarkField source="attendance_score" />
      </DataTable.Col>
      <DataTable.Col source="highest_test_score">
        <MarkField source="highest_test_score" />
      </DataTable.Col>
      <DataTable.Col source="final_score">
        <FinalScoreField />
      </DataTable.Col>
      <DataTable.Col source="status">
        <ResultField />
      </DataTable.Col>
      <DataTable.Col source="is_sent_by_post">
        <SentByPostField />
      </DataTable.Col>
      <DataTable.Col source="certification" disableSort>
        <CertificateField />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <TranscriptActions />
      </DataTable.Col>
    </DataTable>
  );
}

/** A card's lines that show a mark of the row, each under its column's label. */
function markLines<R extends object>(labels: string, row: R, names: ReadonlyArray<keyof R & string>) {
  return names.map((name) => (
    <CardLine key={name} label={`resources.${labels}.fields.${name}`}>
      {markText(row[name])}
    </CardLine>
  ));
}

function TranscriptCards() {
  const translate = useTranslate();
  const field = (name: string) => `resources.${TRANSCRIPTS_LABELS}.fields.${name}`;
  return (
    <RowCards<TranscriptRow>
      empty="app.lma_results.empty"
      render={(row) => ({
        title: <LearnerField />,
        badge: <ResultField />,
        lines: [
          ...markLines(TRANSCRIPTS_LABELS, row, ['attendance_score', 'highest_test_score']),
          <CardLine key="f" label={field('final_score')}>
            <FinalScoreField />
          </CardLine>,
          <Box key="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate(field('is_sent_by_post'))}
            </Typography>
            <SentByPostField />
          </Box>,
          row.certification ? <CertificateField key="c" /> : null,
        ],
        actions: <TranscriptActions />,
      })}
    />
  );
}

/**
 * «نتایج» with «اعلام نتایج»: the transcripts (GET lma/transcript_sheets?registration__classroom=)
 * with the final score, post and certificate per row, and the Excel export.
 */
function TranscriptsSection({ classroomId }: { classroomId: number | string }) {
  const transcripts = useOnePage<TranscriptRow>(TRANSCRIPTS_PATH, {
    registration__classroom: classroomId,
  });
  const list = useTabList(transcripts, { match: matchTranscript });
  return (
    <TabSection
      title="app.lma_results.title"
      action={<AnnounceButton classroomId={classroomId} />}
      resource={TRANSCRIPTS_LABELS}
      list={list}
      filters={transcriptFilters}
      table={
        <>
          <ExportBar classroomId={classroomId} />
          <TranscriptsTable />
        </>
      }
      cards={
        <>
          <ExportBar classroomId={classroomId} />
          <TranscriptCards />
        </>
      }
    />
  );
}

/** «مجاز» / «غیر مجاز» for one of the three conditions of the final test. */
function ConditionChip({ passed, extra }: { passed: boolean; extra?: string }) {
  const translate = useTranslate();
  const label = translate(
    passed ? 'app.lma_results.activity.passed' : 'app.lma_results.activity.failed',
  );
  return (
    <Chip
      size="small"
      variant={passed ? 'outlined' : 'filled'}
      color={passed ? 'success' : 'error'}
      label={extra ? `${label} (${extra})` : label}
    />
  );
}

function ActivityLearnerField(_: { source?: string }) {
  const row = useRecordContext<ActivityRow>();
  return <PersonCell person={row?.owner_info} />;
}

function ConditionField({
  condition,
}: {
  source?: string;
  condition: 'attendance' | 'project' | 'assignment';
}) {
  const row = useRecordContext<ActivityRow>();
  const translate = useTranslate();
  if (!row) return null;
  if (condition === 'attendance')
    return <ConditionChip passed={row.is_passed_attendance_condition} />;
  if (condition === 'project') return <ConditionChip passed={row.is_passed_project_condition} />;
  return (
    <ConditionChip
      passed={row.is_passed_assignment_condition}
      extra={translate('app.lma_results.activity.assignments', {
        count: row.done_assignment_count ?? 0,
      })}
    />
  );
}

function FinalStatusField(_: { source?: string }) {
  const row = useRecordContext<ActivityRow>();
  if (!row) return null;
  if (!row.final_status) return <MutedText text="app.lma_results.activity.not_announced" />;
  return (
    <StatusChip
      value={row.final_status}
      labels="app.learning.transcript_status"
      colors={TRANSCRIPT_STATUS_COLORS}
    />
  );
}

function ActivityTable() {
  return (
    <DataTable<ActivityRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyRows text="app.lma_results.activity.empty" />}
      sx={nowrapColumns('absence_count', 'attendance_score', 'final_test', 'final_status')}
    >
      <DataTable.Col source="learner" disableSort>
        <ActivityLearnerField />
      </DataTable.Col>
      <DataTable.Col source="absence_count">
        <MarkField source="absence_count" zero />
      </DataTable.Col>
      <DataTable.Col source="is_passed_attendance_condition">
        <ConditionField condition="attendance" />
      </DataTable.Col>
      <DataTable.Col source="is_passed_project_condition">
        <ConditionField condition="project" />
      </DataTable.Col>
      <DataTable.Col source="is_passed_assignment_condition">
        <ConditionField condition="assignment" />
      </DataTable.Col>
      <DataTable.Col source="attendance_score">
        <MarkField source="attendance_score" />
      </DataTable.Col>
      <DataTable.Col source="final_test">
        <MarkField source="final_test" />
      </DataTable.Col>
      <DataTable.Col source="final_status">
        <FinalStatusField />
      </DataTable.Col>
    </DataTable>
  );
}

function ActivityCards() {
  return (
    <RowCards<ActivityRow>
      empty="app.lma_results.activity.empty"
      render={(row) => ({
        title: <ActivityLearnerField />,
        badge: <FinalStatusField />,
        lines: [
          ...markLines(ACTIVITY_LABELS, row, ['absence_count']),
          <Box key="c" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <ConditionField condition="attendance" />
            <ConditionField condition="project" />
            <ConditionField condition="assignment" />
          </Box>,
          ...markLines(ACTIVITY_LABELS, row, ['attendance_score', 'final_test']),
        ],
      })}
    />
  );
}

/**
 * The activity sheet (GET lma/registrations/activity_sheet?classroom=; examinee_sheet answers the
 * same rows): per registered learner the three conditions of the final test, read only.
 */
function ActivitySection({ classroomId }: { classroomId: number | string }) {
  const translate = useTranslate();
  const sheet = useOnePage<Omit<ActivityRow, 'id'>>(ACTIVITY_SHEET_PATH, {
    classroom: classroomId,
  });
  const rows = useMemo(
    () => (sheet.data ? withRegistrationId(sheet.data) : undefined),
    [sheet.data],
  );
  const list = useTabList<ActivityRow>(sheet, { rows, match: matchActivity });
  return (
    <TabSection
      title="app.lma_results.activity.title"
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.lma_results.activity.help')}
        </Typography>
      }
      resource={ACTIVITY_LABELS}
      list={list}
      filters={[codeFilter]}
      table={<ActivityTable />}
      cards={<ActivityCards />}
    />
  );
}

/**
 * «نتایج»: «اعلام نتایج», the transcripts with the final score, post and certificate per row, the
 * Excel export, and the activity sheet.
 */
export function ResultsTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  return (
    <>
      <TranscriptsSection classroomId={record.id} />
      <ActivitySection classroomId={record.id} />
    </>
  );
}
