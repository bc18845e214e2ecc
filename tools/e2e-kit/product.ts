import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** The built product and a browser for the whole file, started before and stopped after it. */
export function productInBrowser(): { server(): RunningServer; browser(): Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
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
