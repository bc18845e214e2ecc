import { toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { NoticeRow } from './api';

const fa = (n: number) => toPersianDigits(String(n));

/** «۳ از ۵» under a thin bar: how far a notice's fan-out has come (a list cell). */
export function DeliveredField() {
  const record = useRecordContext<NoticeRow>();
  const translate = useTranslate();
  if (!record || record.status === 'DRAFT') return <>{translate('app.empty')}</>;
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.notices.delivered_of', {
          delivered: fa(record.delivered_count),
          total: fa(record.receivers_count),
        })}
      </Typography>
      <LinearProgress variant="determinate" value={record.progress} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/**
 * The sending card of a notice's page: the job's progress with the count delivered, then the
 * SMS batches' count when it also goes by SMS. The page re-reads the notice while it is sending.
 */
export function NoticeProgress() {
  const record = useRecordContext<NoticeRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status === 'DRAFT') {
    return <Typography color="text.secondary">{translate('app.notices.draft_help')}</Typography>;
  }
  return (
    <Stack spacing={1.5} aria-live="polite">
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate(record.status === 'SENT' ? 'app.notices.sent_done' : 'app.notices.sending')}
        </Typography>
        <Typography data-testid="notice-progress">{`${fa(record.progress)}٪`}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={record.progress}
        color={record.status === 'SENT' ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography data-testid="notice-delivered">
        {translate('app.notices.delivered_long', {
          delivered: fa(record.delivered_count),
          total: fa(record.receivers_count),
        })}
      </Typography>
      {record.send_sms ? (
        <Typography color="text.secondary">
          {translate(`app.notices.sms_state.${record.sms_status ?? 'DRAFT'}`, {
            count: fa(record.sms_sent_count),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
