import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reportersFor } from '../../tools/ci/reporters.ts';
import { aliases } from './vite.config.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Browser e2e: the built server (API + /admin) driven by the system Chromium. */
export default defineConfig({
  root: here,
  resolve: { alias: aliases },
  test: {
    name: 'admin-e2e',
    root: here,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Each file starts its own server on its own port and data folder and shares nothing, so two
    // run at once (CI has 2 cores; the waits of one overlap the work of the other).
    fileParallelism: true,
    maxWorkers: 2,
    ...reportersFor('admin-e2e'),
  },
});
