import { toPersianDigits } from '@daneshsara/domain';
import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  Title,
  useGetOne,
  useList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatJalaliDateTime } from '@daneshsara/domain';
import { nowrapColumns } from '../../../inputs/tableSx';
import { ListPagination } from '../../../layout/ListPagination';
import type { ClassroomRecord } from '../shared/fields';
import { faDigits } from '../shared/text';
import {
  EmptyRows,
  ExternalLink,
  LoadingRows,
  RecordCards,
  RowButtons,
  TitleRow,
  useIsSmall,
} from '../shared/ui';
import { classroomSessionsTabRoute, learnerSheetRoute, SESSION_RESOURCE, sheetsRoute } from './api';
import {
  AssignmentChip,
  AttendanceChip,
  AttendanceParts,
  SessionChips,
  useSessionTimeText,
} from './fields';
import { LinkButton } from './LinkButton';
import {
  ASSIGNMENT_STATUSES,
  ATTENDANCE_STATUSES,
  filterSheets,
  sheetCounts,
  type ImportResult,
  type SessionRecord,
  type SheetFilters,
  type SheetRow,
} from './model';
import { useSessionSheets } from './queries';
import {
  AttendanceButton,
  ExportSheetsButton,
  ImportAttendanceButton,
  VerifyButtons,
} from './SheetActions';

/** The name (a link to the learner's sheet) and the mobile number under it. */
function LearnerField({ back }: { source?: string; label?: string; back: string }) {
  const row = useRecordContext<SheetRow>();
  if (!row) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 140 }}>
      <Typography
        component={Link}
        to={learnerSheetRoute(row.session, row.owner)}
        state={{ back }}
        variant="body2"
        sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'none' }}
      >
        {faDigits(row.owner_info?.full_name)}
      </Typography>
      {row.owner_info?.mobile_number && (
        <Typography variant="caption" color="text.secondary" sx={{ unicodeBidi: 'isolate' }}>
          {toPersianDigits(row.owner_info.mobile_number)}
        </Typography>
      )}
    </Box>
  );
}

function NationalCodeField(_: { source?: string; label?: string }) {
  const row = useRecordContext<SheetRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Typography component="span" variant="body2" sx={{ unicodeBidi: 'isolate' }}>
      {row.owner_info?.national_code
        ? toPersianDigits(row.owner_info.national_code)
        : translate('app.empty')}
    </Typography>
  );
}

function AttendanceField(_: { source?: string; label?: string }) {
  const row = useRecordContext<SheetRow>();
  if (!row) return null;
  return <AttendanceChip status={row.attendance_status} />;
}

function PartsField(_: { source?: string; label?: string }) {
  const row = useRecordContext<SheetRow>();
  if (!row) return null;
  return <AttendanceParts sheet={row} />;
}

/** The assignment: its status, the answer's text (two lines), the attached file, when it came. */
function AssignmentField({
  hasAssignment,
}: {
  source?: string;
  label?: string;
  hasAssignment: boolean;
}) {
  const row = useRecordContext<SheetRow>();
  const translate = useTranslate();
  if (!row) return null;
  if (!hasAssignment && row.assignment_status === 'NOT_SENT') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.sessions.counts.no_assignment')}
      </Typography>
    );
  }
  const answer = faDigits(row.answer_text).trim();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 180, maxWidth: 320 }}>
      <AssignmentChip status={row.assignment_status} />
      {answer && (
        <Typography
          variant="body2"
          title={answer}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {answer}
        </Typography>
      )}
      {row.answer_attachment && (
        <ExternalLink href={row.answer_attachment} sx={{ typography: 'body2' }}>
          <AttachFileOutlinedIcon fontSize="inherit" />
          {translate('app.sessions.sheets.attachment')}
        </ExternalLink>
      )}
      {row.answer_time && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.sessions.sheets.answered_at', {
            time: formatJalaliDateTime(row.answer_time),
          })}
        </Typography>
      )}
    </Box>
  );
}

function RowActions({ sessionId }: { source?: string; label?: string; sessionId: number }) {
  const row = useRecordContext<SheetRow>();
  if (!row) return null;
  return (
    <RowButtons>
      <VerifyButtons row={row} />
      <AttendanceButton
        sessionId={sessionId}
        owner={row.owner}
        name={faDigits(row.owner_info?.full_name)}
        current={row}
      />
    </RowButtons>
  );
}

function SheetsTable({
  sessionId,
  hasAssignment,
  back,
}: {
  sessionId: number;
  hasAssignment: boolean;
  back: string;
}) {
  return (
    <DataTable<SheetRow>
      bulkActionButtons={false}
      rowClick={false}
      sx={nowrapColumns('national_code', 'attendance_status')}
    >
      <DataTable.Col source="learner" label="app.sessions.sheets.columns.learner" disableSort>
        <LearnerField back={back} />
      </DataTable.Col>
      <DataTable.Col
        source="national_code"
        label="app.sessions.sheets.columns.national_code"
        disableSort
      >
        <NationalCodeField />
      </DataTable.Col>
      <DataTable.Col
        source="attendance_status"
        label="app.sessions.sheets.columns.attendance"
        disableSort
      >
        <AttendanceField />
      </DataTable.Col>
      <DataTable.Col source="parts" label="app.sessions.sheets.columns.parts" disableSort>
        <PartsField />
      </DataTable.Col>
      <DataTable.Col
        source="assignment_status"
        label="app.sessions.sheets.columns.assignment"
        disableSort
      >
        <AssignmentField hasAssignment={hasAssignment} />
      </DataTable.Col>
      <DataTable.Col source="actions" label="app.sessions.sheets.columns.actions" disableSort>
        <RowActions sessionId={sessionId} />
      </DataTable.Col>
    </DataTable>
  );
}

/** On a phone: one card per learner with the same facts and buttons. */
function SheetCards({
  rows,
  sessionId,
  hasAssignment,
  back,
}: {
  rows: SheetRow[];
  sessionId: number;
  hasAssignment: boolean;
  back: string;
}) {
  const translate = useTranslate();
  return (
    <RecordCards rows={rows}>
      {() => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <LearnerField back={back} />
            <AttendanceField />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate('app.sessions.sheets.columns.national_code')}: <NationalCodeField />
          </Typography>
          <PartsField />
          <AssignmentField hasAssignment={hasAssignment} />
          <RowActions sessionId={sessionId} />
        </>
      )}
    </RecordCards>
  );
}

function Filters({
  value,
  onChange,
}: {
  value: SheetFilters;
  onChange: (next: SheetFilters) => void;
}) {
  const translate = useTranslate();
  const all = translate('app.sessions.sheets.all');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        value={toPersianDigits(value.q ?? '')}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
        label={translate('app.sessions.sheets.search')}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlinedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        value={value.attendance ?? ''}
        onChange={(e) => onChange({ ...value, attendance: e.target.value || undefined })}
        label={translate('app.sessions.sheets.columns.attendance')}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{all}</MenuItem>
        {ATTENDANCE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.sessions.attendance_status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        value={value.assignment ?? ''}
        onChange={(e) => onChange({ ...value, assignment: e.target.value || undefined })}
        label={translate('app.sessions.sheets.assignment_filter')}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{all}</MenuItem>
        {ASSIGNMENT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.sessions.assignment_status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** «۷ اندیشه‌جو · ۳ حاضر · ۱ ناقص · ۲ غایب · ۲ در انتظار بررسی» */
function Summary({ rows }: { rows: SheetRow[] }) {
  const translate = useTranslate();
  const c = sheetCounts(rows);
  const items: [string, number, 'default' | 'success' | 'warning' | 'error' | 'info'][] = [
    ['app.sessions.sheets.summary.learners', c.learners, 'default'],
    ['app.sessions.sheets.summary.present', c.present, 'success'],
    ['app.sessions.sheets.summary.partial', c.partial, 'warning'],
    ['app.sessions.sheets.summary.absent', c.absent, 'error'],
    ['app.sessions.sheets.summary.waiting', c.waiting, 'info'],
    ['app.sessions.sheets.summary.verified', c.verified, 'success'],
  ];
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {items.map(([key, count, color]) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          color={count ? color : 'default'}
          label={translate(key, { count })}
        />
      ))}
    </Box>
  );
}

function ImportResultAlert({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity={result.skippedCount ? 'warning' : 'success'} onClose={onClose}>
      <AlertTitle>{translate('app.sessions.import.result_title')}</AlertTitle>
      <div>{translate('app.sessions.import.updated', { count: result.updated })}</div>
      {result.skippedCount > 0 ? (
        <div>
          {translate('app.sessions.import.skipped', { count: result.skippedCount })}
          {result.skipped.length > 0 && (
            <Box component="span" sx={{ unicodeBidi: 'isolate', ms: 0.5 }}>
              {result.skipped.map((code) => toPersianDigits(code)).join('، ')}
            </Box>
          )}
        </div>
      ) : (
        <div>{translate('app.sessions.import.none_skipped')}</div>
      )}
    </Alert>
  );
}

function SheetsBody({
  session,
  back,
  importResult,
  onImportResultClose,
}: {
  session: SessionRecord;
  back: string;
  importResult: ImportResult | null;
  onImportResultClose: () => void;
}) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const { data, isPending, error } = useSessionSheets(session.id);
  const [filters, setFilters] = useState<SheetFilters>({});
  const rows = useMemo(() => filterSheets(data ?? [], filters), [data, filters]);
  const listContext = useList<SheetRow>({
    data: rows,
    isPending,
    perPage: 25,
    resource: SESSION_RESOURCE,
  });
  const hasAssignment = Boolean(session.assignment_description);
  if (error) {
    return (
      <Alert severity="error">
        {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
      </Alert>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        {importResult && (
          <Box sx={{ mb: 2 }}>
            <ImportResultAlert result={importResult} onClose={onImportResultClose} />
          </Box>
        )}
        {isPending ? (
          <LoadingRows count={4} height={48} />
        ) : !data?.length ? (
          <EmptyRows text="app.sessions.sheets.empty" />
        ) : (
          <>
            <Box sx={{ mb: 2 }}>
              <Summary rows={data} />
            </Box>
            <Filters value={filters} onChange={setFilters} />
            {!rows.length ? (
              <EmptyRows text="app.sessions.sheets.no_match" />
            ) : (
              <ResourceContextProvider value={SESSION_RESOURCE}>
                <ListContextProvider value={listContext}>
                  {isSmall ? (
                    <SheetCards
                      rows={listContext.data ?? []}
                      sessionId={session.id}
                      hasAssignment={hasAssignment}
                      back={back}
                    />
                  ) : (
                    <SheetsTable sessionId={session.id} hasAssignment={hasAssignment} back={back} />
                  )}
                  <ListPagination />
                </ListContextProvider>
              </ResourceContextProvider>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionHeader({
  session,
  classroom,
  classroomResource,
  onImported,
  hasLearners,
}: {
  session: SessionRecord;
  classroom: ClassroomRecord | undefined;
  classroomResource: string;
  onImported: (result: ImportResult) => void;
  hasLearners: boolean;
}) {
  const translate = useTranslate();
  const timeText = useSessionTimeText();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TitleRow>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {translate('app.sessions.sheets.heading', { title: faDigits(session.title) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[classroom ? faDigits(classroom.title) : '', timeText(session)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <SessionChips session={session} />
        </TitleRow>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <LinkButton
            label="app.sessions.sheets.back"
            icon={<ArrowForwardOutlinedIcon />}
            to={classroomSessionsTabRoute(classroomResource, session.classroom)}
          />
          <ImportAttendanceButton sessionId={session.id} onResult={onImported} />
          <ExportSheetsButton sessionId={session.id} disabled={!hasLearners} />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The attendance sheets of a session (SPEC: {classroom}/session/{session}/session_attendance_sheets):
 * one row per registered learner (GET session_sheets?session=) with the attendance label, the four
 * reported parts, the assignment's answer and file; «تایید تکلیف» / «عدم تایید», «ثبت حضور» on the
 * learner's behalf, «ورود حضور و غیاب از اکسل» and «خروجی اکسل».
 */
export function SheetsPage({ classroomResource }: { classroomResource: string }) {
  const { classroomId, sessionId } = useParams();
  const translate = useTranslate();
  const { data: session, error } = useGetOne<SessionRecord>(
    SESSION_RESOURCE,
    { id: Number(sessionId ?? 0) },
    { enabled: Boolean(sessionId) },
  );
  const { data: classroom } = useGetOne<ClassroomRecord>(
    classroomResource,
    { id: classroomId ?? '' },
    { enabled: Boolean(classroomId) },
  );
  const { data: sheets } = useSessionSheets(session?.id);
  const [importResult, setImportResult] = useState<ImportResult | null>(null);
  const back = sheetsRoute(classroomResource, classroomId ?? '', sessionId ?? '');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title
        title={
          session
            ? translate('app.sessions.sheets.heading', { title: faDigits(session.title) })
            : translate('app.sessions.sheets_link')
        }
      />
      {error ? (
        <Alert severity="error">
          {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
        </Alert>
      ) : !session ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <SessionHeader
            session={session}
            classroom={classroom}
            classroomResource={classroomResource}
            onImported={setImportResult}
            hasLearners={Boolean(sheets?.length)}
          />
          <SheetsBody
            session={session}
            back={back}
            importResult={importResult}
            onImportResultClose={() => setImportResult(null)}
          />
        </>
      )}
    </Box>
  );
}
