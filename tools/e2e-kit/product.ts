import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * The built product and a browser for the whole file, started before and stopped after it; `env`
 * overrides the server's settings (e.g. WEB_DIST for a copy of the storefront a spec changes).
 * Its clock is the e2e one (E2E_FAKE_CLOCK): a spec moves server time with `advanceClock`.
 */
export function productInBrowser(env: Record<string, string> = {}): {
  server(): RunningServer;
  browser(): Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ E2E_FAKE_CLOCK: 'true', ...env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    server: () => server ?? fail('server'),
    browser: () => browser ?? fail('browser'),
  };
}

function fail(what: string): never {
  throw new Error(`the ${what} has not started`);
}
