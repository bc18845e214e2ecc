import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, formatNumber, WAITLIST_OFFER_HOURS } from '@daneshsara/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { toast } from '../../notify/toast';
import { useWaitlist } from '../api';
import { useLoginFirst } from '../useLoginFirst';
import { KINDS, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';

/** «نفر ۳ از ۸»: the place and the length, in Persian digits. */
export function placeLine(place: number, length: number): string {
  return `شما نفر ${formatNumber(place)} صف انتظار هستید (${formatNumber(length)} نفر در صف).`;
}

/**
 * The waitlist part of a classroom page's side panel (issue 28): a full classroom offers
 * «پیوستن به صف انتظار»; in line, the learner sees their place and may leave; offered a seat, they
 * see until when it waits for their payment (the pay button above is the registration's own).
 */
export function WaitlistBox({ classroom, kind }: { classroom: ClassroomRow; kind: LearningKind }) {
  const signedIn = useLoginFirst();
  const { join, leave } = useWaitlist(classroom.id);
  const [confirm, setConfirm] = useState(false);
  const info = classroom.waitlist_info;
  if (!info) return null;
  const noun = KINDS[kind].noun;
  const entry = info.entry;

  const onJoin = () => {
    if (!signedIn()) return;
    join.mutate(undefined, { onSuccess: (answer) => toast.success(answer.detail) });
  };
  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.detail),
      onSettled: () => setConfirm(false),
    });

  if (entry?.status === 'WAITING' && entry.place) {
    return (
      <Box
        role="status"
        sx={{
          mt: 2.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: '#eef6f6',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HourglassTopOutlined sx={{ color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 700 }}>{placeLine(entry.place, info.length)}</Typography>
        </Box>
        <Typography sx={{ mt: 1, fontSize: '0.85rem', lineHeight: 1.9, color: 'text.secondary' }}>
          وقتی جایی خالی شود، با پیامک و اعلان خبرتان می‌کنیم
          {classroom.price > 0
            ? ` و صورت حساب آن ${formatNumber(WAITLIST_OFFER_HOURS)} ساعت منتظر پرداخت شما می‌ماند.`
            : ' و ثبت نام شما خودبه‌خود قطعی می‌شود.'}
        </Typography>
        <Button
          sx={{ mt: 1 }}
          size="small"
          color="inherit"
          startIcon={<LogoutOutlined />}
          onClick={() => setConfirm(true)}
        >
          خروج از صف
        </Button>
        <ConfirmDialog
          open={confirm}
          title="خروج از صف انتظار"
          message={`با خروج، جای خود را در صف ${noun} «${classroom.title}» از دست می‌دهید. آیا مطمئن هستید؟`}
          confirmLabel="بله، خارج می‌شوم"
          danger
          pending={leave.isPending}
          onClose={() => setConfirm(false)}
          onConfirm={onLeave}
        />
      </Box>
    );
  }

  if (entry?.status === 'OFFERED') {
    return (
      <Alert severity="success" sx={{ mt: 2.5, lineHeight: 1.9 }}>
        از صف انتظار، یک جا به شما رسید!
        {entry.offer_expire_time &&
          ` صورت حساب را تا ${formatJalaliDateTime(entry.offer_expire_time)} پرداخت کنید؛ پس از آن، جا به نفر بعدی صف می‌رسد.`}
      </Alert>
    );
  }

  if (!info.can_join) return null;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Button
        fullWidth
        variant="contained"
        size="large"
        startIcon={<HourglassTopOutlined />}
        disabled={join.isPending}
        onClick={onJoin}
      >
        پیوستن به صف انتظار
      </Button>
      <Typography sx={{ mt: 1, fontSize: '0.85rem', lineHeight: 1.8, color: 'text.secondary' }}>
        {info.length > 0
          ? `${formatNumber(info.length)} نفر در صف هستند. `
          : 'هنوز کسی در صف نیست. '}
        اگر جایی خالی شود، به ترتیب صف به شما می‌رسد.
      </Typography>
    </Box>
  );
}
