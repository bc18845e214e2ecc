import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reportersFor } from '../../tools/ci/reporters.ts';

/**
 * Browser tests: the built product (`apps/api/dist/main.js` serving `apps/web/dist`) driven by
 * the system Chromium through tools/e2e-kit. Each file starts its own server.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Each file starts its own server on its own port and data folder and shares nothing, so two
    // run at once (CI has 2 cores; the waits of one overlap the work of the other).
    fileParallelism: true,
    maxWorkers: 2,
    ...reportersFor('web-e2e'),
  },
});
