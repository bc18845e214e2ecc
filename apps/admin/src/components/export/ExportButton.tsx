import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate, type SortPayload } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../../providers/download';
import type { ExportTask } from '../../providers/httpClient';

/** How often a running export is asked how far it got. */
const POLL_MS = 1000;

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'app.notification.export_failed';
}

const count = (n: number) => toPersianDigits(n.toLocaleString('en-US').replace(/,/g, '٬'));

/** The progress of an export run as a job: the bar, rows done of the total, and a close button. */
function ExportProgress({ task, onHide }: { task: ExportTask; onHide: () => void }) {
  const translate = useTranslate();
  const waiting = task.status === 'PENDING';
  return (
    <Dialog open onClose={onHide} fullWidth maxWidth="xs" aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">{translate('app.export.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.export.intro')}
        </Typography>
        <LinearProgress
          variant={waiting ? 'indeterminate' : 'determinate'}
          value={task.progress}
          aria-label={translate('app.export.title')}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" data-testid="export-rows">
            {waiting
              ? translate('app.export.queued')
              : task.status === 'DONE'
                ? translate('app.export.downloading')
                : translate('app.export.rows', {
                    done: count(task.done),
                    total: count(task.total),
                  })}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {toPersianDigits(task.progress)}٪
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="app.export.hide" onClick={onHide} />
      </DialogActions>
    </Dialog>
  );
}

export interface ExportButtonProps {
  /** The console resource or API path whose `export_report` to call. */
  path: string;
  /** The list's filters (the page dialect is what export_report reads). */
  filter: Record<string, unknown>;
  sort?: SortPayload;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/**
 * «خروجی اکسل», the one export button of the console: GET …/export_report with the list's
 * filters. Up to 2,000 rows the answer is the file, saved at once; past that the server answers a
 * task, and the button shows its progress (polling rma/tasks/{id}) and downloads the file when
 * it is done.
 */
export function ExportButton({ path, filter, sort, disabled = false, variant }: ExportButtonProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [task, setTask] = useState<ExportTask | null>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const finish = () => {
    setTask(null);
    setBusy(false);
  };

  // Follows a task until it is done (then downloads) or failed; closing the dialog stops it.
  useEffect(() => {
    if (!task || task.status === 'DONE' || task.status === 'FAILED') return;
    const timer = setTimeout(async () => {
      try {
        const next = await dataProvider.exportTask(task.task_id);
        if (!live.current) return;
        setTask((shown) => (shown?.task_id === next.task_id ? next : shown));
        if (next.status === 'FAILED') {
          notify('app.export.failed', { type: 'error' });
          finish();
        } else if (next.status === 'DONE' && next.download_url) {
          const { blob, filename } = await dataProvider.download(next.download_url, next.file_name);
          saveBlob(blob, filename);
          notify('app.notification.export_ready', { type: 'success' });
          finish();
        }
      } catch (error) {
        notify(messageOf(error), { type: 'error' });
        finish();
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [task]);

  const onClick = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.exportReport(path, { filter, sort });
      if (answer.kind === 'task') {
        setTask(answer.task);
        return;
      }
      saveBlob(answer.blob, answer.filename);
      notify('app.notification.export_ready', { type: 'success' });
      setBusy(false);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label="app.action.export_xlsx"
        onClick={onClick}
        disabled={busy || disabled}
        variant={variant}
      >
        {busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
      </Button>
      {task && <ExportProgress task={task} onHide={finish} />}
    </>
  );
}
