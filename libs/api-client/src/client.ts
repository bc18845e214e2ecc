import { createAccountingApi } from './endpoints/accounting';
import { createLmaApi } from './endpoints/lma';
import { createMmaApi } from './endpoints/mma';
import { createRmaApi } from './endpoints/rma';
import { createSystemApi } from './endpoints/system';
import { createUmaApi } from './endpoints/uma';
import { createHttpClient, type HttpClientOptions } from './http';

/** One client per app: every module's typed calls over one fetch wrapper. */
export function createApiClient(options: HttpClientOptions = {}) {
  const http = createHttpClient(options);
  return {
    http,
    uma: createUmaApi(http),
    rma: createRmaApi(http),
    system: createSystemApi(http),
    accounting: createAccountingApi(http),
    mma: createMmaApi(http),
    lma: createLmaApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
