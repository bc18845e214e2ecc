import { OtpAction, parseContactInput } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DigitsField } from '../../../components/inputs/DigitsField';
import { LTR_INPUT_STYLE } from '../../../components/inputs/ltr';
import { serverFieldError } from '../../../lib/fieldErrors';
import { OtpCodeField, ResendCode, SentToNotice } from '../../auth/components/OtpFields';
import { SubmitButton } from '../../auth/components/SubmitButton';
import { useOtpRequest } from '../../auth/hooks/useOtpRequest';
import { checkOtp } from '../../auth/validation';
import { toast } from '../../notify/toast';
import { useVerifyInput } from '../api/useCurrentUser';

export type ContactKind = 'mobile' | 'email';

const TEXT: Record<ContactKind, { title: string; label: string; invalid: string; done: string }> = {
  mobile: {
    title: 'تغییر شماره همراه',
    label: 'شماره همراه تازه',
    invalid: 'شماره همراه وارد شده معتبر نیست.',
    done: 'شماره همراه شما با موفقیت تغییر کرد.',
  },
  email: {
    title: 'ثبت ایمیل',
    label: 'ایمیل',
    invalid: 'ایمیل وارد شده معتبر نیست.',
    done: 'ایمیل شما با موفقیت ثبت شد.',
  },
};

/**
 * A new mobile or email must be proven: a code goes to it (send_otp VERIFY) and comes back
 * through verify_input, which saves it.
 */
export function ContactChangeDialog({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const text = TEXT[kind];
  const otp = useOtpRequest(OtpAction.VERIFY);
  const verify = useVerifyInput();
  const [input, setInput] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const requestCode = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portaled out of the profile <form> in the DOM but not in React's tree:
    // without this its submit would also save the profile.
    e.stopPropagation();
    const parsed = parseContactInput(input);
    if (!parsed || parsed.kind !== kind) {
      setError(text.invalid);
      return;
    }
    setError(undefined);
    await otp.send(parsed.value);
  };

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const problem = checkOtp(code);
    setError(problem ?? undefined);
    if (problem || !otp.sentTo) return;
    verify.mutate(
      { input: otp.sentTo, otp: code },
      {
        onSuccess: () => {
          toast.success(text.done);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={otp.sentTo ? confirm : requestCode}>
        <DialogTitle sx={{ fontWeight: 700 }}>{text.title}</DialogTitle>
        <DialogContent>
          {otp.sentTo ? (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <SentToNotice input={otp.sentTo} onEdit={otp.reset} />
              <OtpCodeField
                value={code}
                onChange={setCode}
                error={error ?? serverFieldError(verify.error, 'otp')}
              />
              <ResendCode remaining={otp.remaining} pending={otp.sending} onResend={otp.resend} />
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
                یک کد تایید به {kind === 'mobile' ? 'شماره' : 'ایمیل'} تازه ارسال می‌شود تا درستی آن
                مشخص شود.
              </Typography>
              {kind === 'mobile' ? (
                <DigitsField
                  label={text.label}
                  value={input}
                  onChange={setInput}
                  maxLength={11}
                  autoFocus
                  placeholder="۰۹۱۲۳۴۵۶۷۸۹"
                  error={!!error}
                  helperText={error}
                  slotProps={{ htmlInput: { autoComplete: 'tel' } }}
                />
              ) : (
                <TextField
                  label={text.label}
                  type="email"
                  value={input}
                  onChange={(e) => setInput(e.target.value)}
                  autoFocus
                  placeholder="name@example.com"
                  error={!!error}
                  helperText={error}
                  slotProps={{
                    htmlInput: { dir: 'ltr', autoComplete: 'email', style: LTR_INPUT_STYLE },
                  }}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            انصراف
          </Button>
          <SubmitButton
            pending={otp.sentTo ? verify.isPending : otp.sending}
            fullWidth={false}
            size="medium"
          >
            {otp.sentTo ? 'تایید و ذخیره' : 'ارسال کد تایید'}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
