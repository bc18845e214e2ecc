import { Logger } from '@nestjs/common';

export class SmsError extends Error {}

/** Sends one-time codes. The default prints them; production uses Kavenegar. */
export abstract class SmsSender {
  abstract sendOtp(receptor: string, code: string): Promise<void>;
}

/** Development provider: one line `OTP <input> <code>` per code sent, read by people and tests. */
export class ConsoleSmsSender extends SmsSender {
  async sendOtp(receptor: string, code: string): Promise<void> {
    process.stdout.write(`OTP ${receptor} ${code}\n`);
  }
}

interface KavenegarReply {
  return?: { status?: number; message?: string };
}

/**
 * Kavenegar verify/lookup: GET {base}/v1/{key}/verify/lookup.json?receptor&token&template.
 * Kavenegar answers a JSON envelope whatever the HTTP status; `return.status` 200 is success.
 */
export class KavenegarSmsSender extends SmsSender {
  private readonly logger = new Logger('Kavenegar');
  constructor(
    private readonly apiKey: string,
    private readonly template: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {
    super();
  }

  async sendOtp(receptor: string, code: string): Promise<void> {
    const url = new URL(`/v1/${encodeURIComponent(this.apiKey)}/verify/lookup.json`, this.baseUrl);
    url.searchParams.set('receptor', receptor);
    url.searchParams.set('token', code);
    url.searchParams.set('template', this.template);
    let payload: KavenegarReply;
    try {
      const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(this.timeoutMs) });
      payload = (await res.json().catch(() => ({}))) as KavenegarReply;
    } catch (err) {
      this.logger.warn(`request failed: ${String(err)}`);
      throw new SmsError('kavenegar unreachable');
    }
    const status = payload.return?.status;
    if (status !== 200) {
      this.logger.warn(`refused: ${status} ${payload.return?.message ?? ''}`);
      throw new SmsError(`kavenegar status ${status}`);
    }
  }
}
