import CallMadeRounded from '@mui/icons-material/CallMadeRounded';
import CallReceivedRounded from '@mui/icons-material/CallReceivedRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import { PAYMENT_SIGN, PAYMENT_TYPE_LABELS, type PaymentType } from '@daneshsara/domain';
import { amountTone } from '../model';

const TONE = {
  positive: { bg: 'rgba(46,125,50,0.1)', fg: '#1e6b24' },
  negative: { bg: 'rgba(198,40,40,0.09)', fg: '#a12020' },
  neutral: { bg: 'rgba(91,103,107,0.1)', fg: '#4a5558' },
};

/** The row type with a small in/out arrow in its colour. */
export function PaymentTypeLabel({ type }: { type: PaymentType }) {
  const tone = amountTone(PAYMENT_SIGN[type]);
  const t = TONE[tone];
  const icon =
    type === 'WITHDRAW_REQUEST' ? (
      <HourglassTopRounded />
    ) : tone === 'positive' ? (
      <CallReceivedRounded />
    ) : (
      <CallMadeRounded />
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: t.bg,
          color: t.fg,
          flexShrink: 0,
          '& svg': { fontSize: 17 },
        }}
      >
        {icon}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {PAYMENT_TYPE_LABELS[type]}
      </Box>
    </Box>
  );
}
