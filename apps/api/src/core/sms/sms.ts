import { Logger } from '@nestjs/common';

export class SmsError extends Error {}

/** Sends one-time codes and plain texts. The default prints them; production uses Kavenegar. */
export abstract class SmsSender {
  abstract sendOtp(receptor: string, code: string): Promise<void>;
  /** One text to a batch of mobiles (a notice sent by SMS); throws SmsError when refused. */
  abstract sendText(receptors: string[], text: string): Promise<void>;
}

/** Development provider: one line `OTP <input> <code>` per code sent, read by people and tests. */
export class ConsoleSmsSender extends SmsSender {
  async sendOtp(receptor: string, code: string): Promise<void> {
    process.stdout.write(`OTP ${receptor} ${code}\n`);
  }

  /** One line `SMS <mobile> <text>` per receptor. */
  async sendText(receptors: string[], text: string): Promise<void> {
    const line = text.replace(/\s+/g, ' ');
    process.stdout.write(receptors.map((r) => `SMS ${r} ${line}\n`).join(''));
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
    await this.call('verify/lookup.json', { receptor, token: code, template: this.template });
  }

  /** sms/send.json: one message to up to 200 comma-separated receptors. */
  async sendText(receptors: string[], text: string): Promise<void> {
    await this.call('sms/send.json', { receptor: receptors.join(','), message: text });
  }

  private async call(path: string, params: Record<string, string>): Promise<void> {
    const url = new URL(`/v1/${encodeURIComponent(this.apiKey)}/${path}`, this.baseUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
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
