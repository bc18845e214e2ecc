import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { BooleanInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useApiAction } from '../../../inputs/ActionDialog';
import { DropFileInput } from '../../../inputs/DropFileInput';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { DialogButton, ExportButton } from '../shared/buttons';
import { TextButton } from '../shared/TextButton';
import { fieldErrorsOf } from '../shared/errors';
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
  return (
    <DialogButton
      label="app.sessions.attendance.action"
      icon={<HowToRegOutlinedIcon />}
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
    </DialogButton>
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
  return (
    <DialogButton
      label="app.sessions.import.action"
      variant="outlined"
      icon={<UploadFileOutlinedIcon />}
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
            error instanceof Error && error.message ? error.message : 'ra.notification.http_error',
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
      <DropFileInput
        source="file"
        label="app.sessions.import.file"
        accept={{
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
        }}
        drop="app.sessions.import.drop"
      />
    </DialogButton>
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
  // Not a console resource: the path is used as it is (…/export_report?session=).
  return (
    <ExportButton
      path={SHEETS_PATH}
      filter={{ session: sessionId }}
      disabled={disabled}
      variant="outlined"
    />
  );
}
