import { isApiError } from '@daneshsara/api-client';
import type { OtpAction } from '@daneshsara/domain';
import { useCallback, useState } from 'react';
import { toast } from '../../notify/toast';
import { useSendOtp } from '../api/useAuthMutations';
import { OTP_RESEND_SECONDS } from '../validation';
import { useCountdown } from './useCountdown';

/**
 * One send_otp conversation: where the code went, the resend countdown, and the call itself.
 * `send` answers whether the person should now type a code.
 */
export function useOtpRequest(action: OtpAction) {
  const sendOtp = useSendOtp();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      try {
        const res = await sendOtp.mutateAsync({ input, action });
        toast.success(res.message || 'کد تایید ارسال شد.');
      } catch (error) {
        // 429: a code was sent moments ago and is still good: let the person type it.
        if (!(isApiError(error) && error.status === 429)) return false;
      }
      setSentTo(input);
      countdown.restart();
      return true;
    },
    [action, countdown, sendOtp],
  );

  const resend = useCallback(async () => {
    if (sentTo) await send(sentTo);
  }, [send, sentTo]);

  const reset = useCallback(() => setSentTo(null), []);

  return {
    sentTo,
    send,
    resend,
    reset,
    sending: sendOtp.isPending,
    remaining: countdown.remaining,
  };
}
