/**
 * The product's API as the browser specs call it around a journey (setting up, checking what
 * was written): one fetch helper and the demo steps several specs share.
 */
type Fetcher = <T>(path: string, init?: RequestInit, token?: string) => Promise<T>;

export interface ProductApi {
  /** `/api<path>`; a JSON body unless it is FormData; throws with the answer on a non-2xx. */
  <T>(path: string, init?: RequestInit, token?: string): Promise<T>;
  /** A demo account's access token. */
  login(input: string, password: string): Promise<string>;
  /** See leaveInWallet. */
  leaveInWallet(token: string, amount: number): Promise<void>;
  /** The same call as `method path` with a JSON body, as staff or a learner (`token`). */
  send<T>(method: string, path: string, token: string, body?: unknown): Promise<T>;
}

export function productApi(baseUrl: () => string): ProductApi {
  const api = async <T>(path: string, init: RequestInit = {}, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      ...init,
      headers: {
        ...(init.body && !(init.body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return Object.assign(api, {
    login: (input: string, password: string) => loginToken(api, input, password),
    leaveInWallet: (token: string, amount: number) => leaveInWallet(api, token, amount),
    send: <T>(method: string, path: string, token: string, body?: unknown) =>
      api<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, token),
  });
}

/** A demo account's access token. */
export async function loginToken(api: Fetcher, input: string, password: string): Promise<string> {
  const body = await api<{ token: { access_token: string } }>('/uma/users/login', {
    method: 'POST',
    body: JSON.stringify({ input, password }),
  });
  return body.token.access_token;
}

/**
 * Demo learners hold a few hundred thousand Rials, which would pay a small order or gift at once.
 * To walk the bank path the learner asks to withdraw all but `amount` (the request holds the rest).
 */
export async function leaveInWallet(api: Fetcher, token: string, amount: number): Promise<void> {
  const me = await api<{ id: number }>('/uma/users/current', {}, token);
  const wallets = await api<{ results: Array<{ inventory: number }> }>(`/accounting/wallets?owner=${me.id}`, {}, token);
  const extra = (wallets.results[0]?.inventory ?? 0) - amount;
  if (extra <= 0) return;
  await api(
    '/accounting/payments/request_withdraw',
    { method: 'PUT', body: JSON.stringify({ IBAN: 'IR820540102680020817909002', amount: extra }) },
    token,
  );
}
