import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url));

/** Unit specs beside the code; the browser suite has its own config (vitest.e2e.config.mts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@daneshsara/domain': lib('domain/src/index.ts'),
      '@daneshsara/api-client': lib('api-client/src/index.ts'),
    },
  },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
