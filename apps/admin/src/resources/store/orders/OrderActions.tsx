import { formatRial, type BasketRow } from '@daneshsara/domain';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useApiAction } from '../../../inputs/ActionDialog';
import { orderActionPath } from '../api';
import { canCancel, canSend, cancelRefunds } from './order';

/** «ارسال شد»: PUT store/baskets/{id}/send, for a paid order, after a confirmation. */
export function SendOrderButton() {
  const record = useRecordContext<BasketRow>();
  const run = useApiAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canSend(record)) return null;
  return (
    <>
      <Button
        label="app.store.orders.send.action"
        onClick={() => setOpen(true)}
        variant="contained"
        color="primary"
      >
        <LocalShippingOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.store.orders.send.title"
        content="app.store.orders.send.content"
        translateOptions={{ id: record.id }}
        confirm="app.store.orders.send.submit"
        confirmColor="primary"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          const result = await run(
            orderActionPath(record.id, 'send'),
            'PUT',
            undefined,
            'app.store.orders.send.done',
          );
          setBusy(false);
          if (result.ok) setOpen(false);
        }}
      />
    </>
  );
}

/**
 * «لغو سفارش»: PUT store/baskets/{id}/cancel. A paid order's amount goes back to the learner's
 * wallet; an unpaid one's invoice is cancelled; the stock returns either way. The confirmation
 * says which.
 */
export function CancelOrderButton() {
  const record = useRecordContext<BasketRow>();
  const run = useApiAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canCancel(record)) return null;
  const refund = cancelRefunds(record.status);
  return (
    <>
      <Button label="app.store.orders.cancel.action" onClick={() => setOpen(true)} color="error">
        <BlockOutlinedIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.store.orders.cancel.title"
        content={refund ? 'app.store.orders.cancel.paid' : 'app.store.orders.cancel.unpaid'}
        translateOptions={{
          id: record.id,
          amount: formatRial(record.invoice_info?.amount ?? record.overall_order_price),
          owner: record.owner_info?.full_name ?? '',
        }}
        confirm="app.store.orders.cancel.submit"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          const result = await run(
            orderActionPath(record.id, 'cancel'),
            'PUT',
            undefined,
            'app.store.orders.cancel.done',
          );
          setBusy(false);
          if (result.ok) setOpen(false);
        }}
      />
    </>
  );
}
