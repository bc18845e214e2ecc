import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url));

/** The API of `npm run dev` (apps/api listens on 3000); /uploads are the user files it serves. */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // Shown by the /debug page beside the web version.
  define: { __WEB_BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    // The shared libs are consumed as TypeScript source, like tsconfig.base.json's paths.
    // A lazy page imports a heavy libs/ui component by its own path ('@daneshsara/ui/MaskedInput'):
    // through the barrel, the first-load chunk that holds the barrel would re-export (and load) it.
    alias: [
      { find: '@daneshsara/domain', replacement: lib('domain/src/index.ts') },
      { find: '@daneshsara/api-client', replacement: lib('api-client/src/index.ts') },
      { find: /^@daneshsara\/ui\/(.+)$/, replacement: `${lib('ui/src')}/$1` },
      { find: /^@daneshsara\/ui$/, replacement: lib('ui/src/index.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Everything the entry imports statically is loaded before the first render anyway: keep it in
    // one chunk. Rolldown's own splitting cut it into 14 files once a lazy chunk (the document
    // pages) shared modules with the entry, and 14 small files gzip worse than one (161.9 KiB
    // against 157.0; docs/performance.md). Without following dependencies: a barrel such as
    // libs/domain's index would drag in what only lazy pages use (164.7 KiB). Every module of the
    // group is already a static dependency of the entry, so its chunk imports no lazy chunk and
    // the execution order stays the entry's own (strictExecutionOrder would cost 12 KiB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
