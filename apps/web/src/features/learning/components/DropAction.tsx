import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from '../../notify/toast';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { useDrop } from '../api';
import { KINDS, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import { dropMessage } from '../model';

/**
 * «انصراف» (only where the server's is_enabled_dropping allows it): a confirmation, PUT drop,
 * then a toast that names the refund when money went back to the wallet (ENDPOINTS.md 4.1 step 7).
 */
export function DropAction({
  classroom,
  kind,
  fullWidth = false,
}: {
  classroom: Pick<ClassroomRow, 'id' | 'title' | 'current_user_register_info'>;
  kind: LearningKind;
  fullWidth?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const drop = useDrop(classroom.id);
  const noun = KINDS[kind].noun;
  const unpaid = classroom.current_user_register_info?.invoice_info?.status === 'PAYING';
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        fullWidth={fullWidth}
        startIcon={<LogoutOutlined />}
        disabled={drop.isPending}
        onClick={() => setOpen(true)}
      >
        انصراف
      </Button>
      <ConfirmDialog
        open={open}
        title={`انصراف از ${noun}`}
        message={
          `با انصراف، از ${noun} «${classroom.title}» خارج می‌شوید` +
          (unpaid
            ? ' و صورت حساب پرداخت‌نشده آن لغو می‌شود.'
            : '. اگر هزینه‌ای پرداخت کرده‌اید، سهم قابل بازگشت آن طبق آیین‌نامه به کیف پول شما واریز می‌شود.') +
          ' آیا مطمئن هستید؟'
        }
        confirmLabel="بله، انصراف می‌دهم"
        danger
        pending={drop.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          drop.mutate(undefined, {
            onSuccess: (answer) => toast.success(dropMessage(answer)),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}
