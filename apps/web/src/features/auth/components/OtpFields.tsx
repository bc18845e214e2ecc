import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { DigitsField } from '../../../components/inputs/DigitsField';
import { formatCountdown, OTP_LENGTH } from '../validation';

/** «کد تایید به ... ارسال شد» with a way back to correct the number. */
export function SentToNotice({ input, onEdit }: { input: string; onEdit: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(15,94,99,0.07)',
      }}
    >
      <Typography
        sx={{ fontSize: '0.92rem', lineHeight: 1.8, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        کد تایید به{' '}
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 700 }}>
          {input.includes('@') ? input : toPersianDigits(input)}
        </Box>{' '}
        ارسال شد.
      </Typography>
      <Button
        size="small"
        onClick={onEdit}
        startIcon={<EditOutlined fontSize="small" />}
        sx={{ flexShrink: 0 }}
      >
        ویرایش
      </Button>
    </Box>
  );
}

export function OtpCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <DigitsField
      label="کد تایید"
      placeholder="- - - - - -"
      value={value}
      onChange={onChange}
      maxLength={OTP_LENGTH}
      autoFocus
      required
      error={!!error}
      helperText={error ?? `کد ${toPersianDigits(OTP_LENGTH)} رقمی پیامک شده را وارد کنید.`}
      slotProps={{
        htmlInput: {
          autoComplete: 'one-time-code',
          name: 'otp',
          style: {
            textAlign: 'center',
            letterSpacing: '0.5em',
            fontSize: '1.25rem',
            fontWeight: 700,
          },
        },
      }}
    />
  );
}

/** Resend is offered only after the server's 120 s wait, with the countdown shown meanwhile. */
export function ResendCode({
  remaining,
  pending,
  onResend,
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
}) {
  if (remaining > 0) {
    return (
      <Typography
        sx={{ color: 'text.secondary', fontSize: '0.9rem', textAlign: 'center' }}
        aria-live="polite"
      >
        ارسال دوباره کد تا <b>{formatCountdown(remaining)}</b> دیگر
      </Typography>
    );
  }
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button onClick={onResend} disabled={pending}>
        ارسال دوباره کد
      </Button>
    </Box>
  );
}
