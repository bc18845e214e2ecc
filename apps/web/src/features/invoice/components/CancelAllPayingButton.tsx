import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { useCancelAllPaying } from '../api/useInvoices';

/**
 * «لغو صورت حساب‌های در حال پرداخت»: PUT /accounting/invoices/cancel_all_paying_invoices after a
 * confirmation; each cancelled invoice gives back its seat or its goods.
 */
export function CancelAllPayingButton() {
  const [open, setOpen] = useState(false);
  const cancel = useCancelAllPaying();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DoNotDisturbOnOutlined />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        لغو صورت حساب‌های در حال پرداخت
      </Button>
      <ConfirmDialog
        open={open}
        title="لغو همه صورت حساب‌های در حال پرداخت"
        message="همه صورت حساب‌های شما که هنوز پرداخت نشده‌اند لغو می‌شوند و جای شما در دوره‌ها و کالاهای سفارش‌داده آزاد می‌شود. صورت حساب‌های پرداخت‌شده یا اقساطی دست نمی‌خورند. آیا مطمئن هستید؟"
        confirmLabel="بله، همه لغو شوند"
        danger
        pending={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
