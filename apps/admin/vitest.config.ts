import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Unit specs beside the code: providers, payload shaping, i18n completeness. No browser. */
export default defineConfig({
  root: here,
  resolve: { alias: aliases },
  test: {
    name: 'admin',
    root: here,
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    environment: 'node',
  },
});
