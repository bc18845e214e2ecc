/**
 * The bank, as the accounting module sees it (DOMAIN.md section 6). Adapters: the built-in sandbox
 * (development and tests) and Zarinpal v4 (production). Amounts are integer Rials.
 */
export interface GatewayRequest {
  amount: number;
  description: string;
  /** Absolute URL the bank sends the browser back to, with `Authority` and `Status`. */
  callbackUrl: string;
  mobile?: string | null;
  email?: string | null;
}

export interface GatewayStart {
  /** The bank's id of this payment attempt (Zarinpal `authority`). */
  authority: string;
  /** Where to send the browser to pay. */
  url: string;
}

export type GatewayVerification =
  /** Paid. `alreadyVerified` is Zarinpal's code 101: verified before, still a success. */
  | { ok: true; referenceCode: string; alreadyVerified: boolean }
  /** Not paid (cancelled, failed, amount mismatch...). `code` is the bank's code when it sent one. */
  | { ok: false; code: number | null; message: string };

/**
 * How long a payer has at the bank (the authority's life): past it the bank refuses the payment,
 * so a transaction still not paid is expired. Zarinpal's payment page times out well within it.
 */
export const AUTHORITY_LIFETIME_MS = 30 * 60_000;

export abstract class PaymentGateway {
  /** A short name stored on each transaction: 'sandbox' or 'zarinpal'. */
  abstract readonly name: string;
  /** Registers a payment of `amount` and answers where to send the browser. Throws GatewayError. */
  abstract request(req: GatewayRequest): Promise<GatewayStart>;
  /** Asks the bank whether `authority` was paid, for exactly the amount we stored. Throws GatewayError. */
  abstract verify(authority: string, amount: number): Promise<GatewayVerification>;
}

/** The bank could not be reached or answered something we cannot read. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
