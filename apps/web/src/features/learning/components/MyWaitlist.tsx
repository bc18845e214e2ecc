import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, formatNumber } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { useMyWaitlist } from '../api';
import { KINDS, type LearningKind } from '../kinds';
import type { WaitlistRow } from '../lmaApi';

const ITEM_TYPE: Record<LearningKind, NonNullable<WaitlistRow['classroom_info']>['item_type']> = {
  training: 'CLASSROOM',
  circles: 'DISCUSSION_CIRCLE',
  events: 'EVENT',
};

/**
 * The panel's «صف انتظار» card (issue 28): each full classroom of this kind the learner waits for,
 * with their place in line, or the seat offered to them and until when its invoice waits. Shown
 * only while they stand in some line.
 */
export function MyWaitlist({ kind }: { kind: LearningKind }) {
  const list = useMyWaitlist();
  const rows = (list.data ?? []).filter((r) => r.classroom_info?.item_type === ITEM_TYPE[kind]);
  if (!rows.length) return null;
  const info = KINDS[kind];
  return (
    <Box sx={{ mb: 3 }}>
      <SectionCard
        id={`waitlist-${kind}`}
        title="صف انتظار"
        description={`${info.title} تکمیلی که در صف انتظارشان هستید؛ هر جای خالی به ترتیب صف می‌رسد.`}
        icon={<HourglassTopOutlined />}
      >
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {rows.map((r) => (
            <Box
              component="li"
              key={r.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                border: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={info.publicDetail(r.classroom)}
                  sx={{ fontWeight: 700 }}
                >
                  {r.classroom_info?.title}
                </Link>
                <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', mt: 0.5 }}>
                  {r.status === 'WAITING' && r.place
                    ? `نفر ${formatNumber(r.place)} از ${formatNumber(r.classroom_info?.waiting_count ?? r.place)} نفر در صف`
                    : r.offer_expire_time
                      ? `مهلت پرداخت: ${formatJalaliDateTime(r.offer_expire_time)}`
                      : ''}
                </Typography>
              </Box>
              <StatusChip
                label={r.status_label}
                tone={r.status === 'OFFERED' ? 'success' : 'info'}
              />
              {r.status === 'OFFERED' && r.invoice && (
                <Button
                  component={RouterLink}
                  to={`/panel/invoice/${r.invoice}`}
                  variant="contained"
                  color="secondary"
                  size="small"
                  startIcon={<ReceiptLongOutlined />}
                >
                  پرداخت
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </SectionCard>
    </Box>
  );
}
