import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import {
  BooleanInput,
  FileField,
  FileInput,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ActionDialog, useApiAction } from '../../../inputs/ActionDialog';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { saveBlob } from '../../../providers/download';
import { fieldErrorsOf } from '../shared/useLearningAction';
import { TextButton } from '../shared/TextButton';
import { importListPath, SHEETS_PATH, sheetVerifyPath, SUBMIT_ATTENDANCE_PATH } from './api';
import {
  attendanceDefaults,
  ATTENDANCE_PARTS,
  canNotVerify,
  canVerify,
  parseImportResult,
  toAttendancePayload,
  validateImport,
  type ImportResult,
  type SheetRow,
} from './model';

/** «تایید تکلیف» and «عدم تایید» for an answer handed in (PUT …/{sheet}/verify | not_verify). */
export function VerifyButtons({ row }: { row: SheetRow }) {
  const run = useApiAction();
  const [busy, setBusy] = useState<'verify' | 'not_verify' | null>(null);
  const send = async (ok: boolean) => {
    if (row.sheet_id === null || busy) return;
    setBusy(ok ? 'verify' : 'not_verify');
    await run(
      sheetVerifyPath(row.sheet_id, ok),
      'PUT',
      undefined,
      ok ? 'app.sessions.verify.done' : 'app.sessions.not_verify.done',
    );
    setBusy(null);
  };
  return (
    <>
      {canVerify(row) && (
        <TextButton
          label="app.sessions.verify.action"
          color="success"
          variant="outlined"
          disabled={busy !== null}
          icon={
            busy === 'verify' ? <CircularProgress size={16} /> : <CheckCircleOutlineOutlinedIcon />
          }
          onClick={() => send(true)}
        />
      )}
      {canNotVerify(row) && (
        <TextButton
          label="app.sessions.not_verify.action"
          color="error"
          disabled={busy !== null}
          icon={
            busy === 'not_verify' ? <CircularProgress size={16} /> : <HighlightOffOutlinedIcon />
          }
          onClick={() => send(false)}
        />
      )}
    </>
  );
}

/**
 * «ثبت حضور» on a learner's behalf: the four parts they would report themselves, sent as POST
 * submit_attendance_status {session, owner, …}; the label (حاضر، قسمت اول …) follows from them.
 */
export function AttendanceButton({
  sessionId,
  owner,
  name,
  current,
}: {
  sessionId: number;
  owner: number;
  name: string;
  current: Partial<Record<(typeof ATTENDANCE_PARTS)[number], unknown>>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton
        label="app.sessions.attendance.action"
        icon={<HowToRegOutlinedIcon />}
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.sessions.attendance.title', { name })}
        submitLabel="app.sessions.attendance.submit"
        maxWidth="xs"
        defaultValues={attendanceDefaults(current)}
        action={{
          path: SUBMIT_ATTENDANCE_PATH,
          method: 'POST',
          body: (values) => toAttendancePayload(sessionId, owner, values),
          done: 'app.sessions.attendance.done',
        }}
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.sessions.attendance.help')}
        </Alert>
        {ATTENDANCE_PARTS.map((part) => (
          <BooleanInput
            key={part}
            source={part}
            label={`app.sessions.parts.${part}`}
            helperText={false}
          />
        ))}
      </ActionDialog>
    </>
  );
}

/**
 * «ورود حضور و غیاب از اکسل»: PUT import_list?session= with the file (multipart `file`; columns
 * «کد ملی» and «وضعیت حضور»). The result ({updated, skipped}) goes to the page, which shows it.
 */
export function ImportAttendanceButton({
  sessionId,
  onResult,
}: {
  sessionId: number;
  onResult: (result: ImportResult) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton
        label="app.sessions.import.action"
        variant="outlined"
        icon={<UploadFileOutlinedIcon />}
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.sessions.import.title"
        submitLabel="app.sessions.import.submit"
        validate={validateImport}
        onSubmit={async (values) => {
          const picked = values.file as { rawFile: File };
          const form = new FormData();
          form.append('file', picked.rawFile, picked.rawFile.name);
          try {
            const json = await dataProvider.action(importListPath(sessionId), 'PUT', form);
            const result = parseImportResult(json);
            onResult(result);
            notify(
              result.skippedCount
                ? 'app.sessions.import.done_with_skipped'
                : 'app.sessions.import.done',
              {
                type: result.skippedCount ? 'warning' : 'success',
                messageArgs: { updated: result.updated, skipped: result.skippedCount },
              },
            );
            refresh();
            return undefined;
          } catch (error) {
            notify(
              error instanceof Error && error.message
                ? error.message
                : 'ra.notification.http_error',
              { type: 'error' },
            );
            return fieldErrorsOf(error) ?? { root: '' };
          }
        }}
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.sessions.import.help')}
          <br />
          {translate('app.sessions.import.tip')}
        </Alert>
        <FileInput
          source="file"
          label="app.sessions.import.file"
          accept={{
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
          }}
          placeholder={<p>{translate('app.sessions.import.drop')}</p>}
          sx={{
            '& .RaFileInput-dropZone': {
              borderRadius: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
            },
          }}
        >
          <FileField source="src" title="title" />
        </FileInput>
      </ActionDialog>
    </>
  );
}

/** «خروجی اکسل»: GET export_report?session= (the server builds the .xlsx), saved under its name. */
export function ExportSheetsButton({
  sessionId,
  disabled,
}: {
  sessionId: number;
  disabled?: boolean;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <TextButton
      label="app.action.export_xlsx"
      variant="outlined"
      disabled={busy || disabled}
      icon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
      onClick={async () => {
        setBusy(true);
        try {
          // Not a console resource: the path is used as it is (…/export_report?session=).
          const { blob, filename } = await dataProvider.exportReport(SHEETS_PATH, {
            filter: { session: sessionId },
          });
          saveBlob(blob, filename);
          notify('app.notification.export_ready', { type: 'success' });
        } catch (error) {
          notify(
            error instanceof Error && error.message
              ? error.message
              : 'app.notification.export_failed',
            { type: 'error' },
          );
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
