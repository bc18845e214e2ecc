import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { saveBlob } from '../../../providers/download';
import { ORDER_RESOURCE } from '../api';

/**
 * «خروجی اکسل» of the orders: GET store/baskets/export_report with the list's filters and sort
 * (the list itself reads list_orders, which has no export of its own).
 */
export function ExportOrdersButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.exportReport(ORDER_RESOURCE, {
        filter: { ...filterValues, report_type: 'baskets_list' },
        sort,
      });
      saveBlob(blob, filename);
      notify('app.notification.export_ready', { type: 'success' });
    } catch (error) {
      notify(
        error instanceof Error && error.message ? error.message : 'app.notification.export_failed',
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="app.action.export_xlsx" onClick={onClick} disabled={busy || total === 0}>
      {busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
    </Button>
  );
}
