import swc from 'unplugin-swc';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { reportersFor } from '../../tools/ci/reporters';

// SWC compiles the Nest decorators with their metadata (esbuild/oxc don't emit it).
const shared = {
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: { alias: { '@daneshsara/domain': resolve(__dirname, '../../libs/domain/src/index.ts') } },
};

export default defineConfig({
  ...shared,
  test: {
    ...reportersFor(process.env.DB_TYPE === 'mysql' ? 'api-mysql' : 'api'),
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          root: __dirname,
          include: ['src/**/*.spec.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...shared,
        test: {
          name: 'e2e',
          root: __dirname,
          include: ['test/e2e/**/*.e2e-spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file gets its own database; on 2 cores two files at a time is the sweet spot.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
