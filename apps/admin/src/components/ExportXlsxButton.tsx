import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { saveBlob } from '../providers/download';

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'app.notification.export_failed';
}

/**
 * «خروجی اکسل»: the server builds the .xlsx (GET .../export_report with the list's current
 * filters and sort); the console downloads it with the Bearer header and saves it under the name
 * the server gave. Hidden from a role whose staff matrix cell refuses the export.
 */
export function ExportXlsxButton() {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // Hidden for a role whose staff matrix cell refuses the export (ResourceModule.actions.export).
  const { canAccess } = useCanAccess({ resource, action: 'export' });

  const onClick = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.exportReport(resource, {
        filter: filterValues,
        sort,
      });
      saveBlob(blob, filename);
      notify('app.notification.export_ready', { type: 'success' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (canAccess === false) return null;
  return (
    <Button label="app.action.export_xlsx" onClick={onClick} disabled={busy || total === 0}>
      {busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
    </Button>
  );
}
