import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { MoneyMessages, toPersianDigits } from '@daneshsara/domain';
import type { GatewayResult } from '../model';

/** What the bank said about the deposit just made, with the tracking code to keep. */
export function GatewayResultBanner({
  result,
  successText,
  onClose,
}: {
  result: GatewayResult;
  successText: string;
  onClose: () => void;
}) {
  return (
    <Alert
      severity={result.success ? 'success' : 'error'}
      variant="outlined"
      onClose={onClose}
      role={result.success ? 'status' : 'alert'}
      sx={{ mb: 3, bgcolor: 'background.paper', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {result.success ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED}
      </AlertTitle>
      <Box sx={{ lineHeight: 1.9 }}>
        {result.success
          ? successText
          : 'اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت دیگر به همان حساب باز می‌گردد.'}
      </Box>
      {result.code && (
        <Box sx={{ mt: 0.75 }}>
          {MoneyMessages.TRACKING_CODE}{' '}
          <Box
            component="bdi"
            dir="ltr"
            sx={{ fontWeight: 700, letterSpacing: 0.5, userSelect: 'all' }}
          >
            {toPersianDigits(result.code)}
          </Box>
        </Box>
      )}
    </Alert>
  );
}
