import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url));

/** The API of `npm run dev` (apps/api listens on 3000); /uploads are the user files it serves. */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The shared libs are consumed as TypeScript source, like tsconfig.base.json's paths.
    alias: {
      '@daneshsara/domain': lib('domain/src/index.ts'),
      '@daneshsara/api-client': lib('api-client/src/index.ts'),
      '@daneshsara/ui': lib('ui/src/index.ts'),
    },
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
  },
});
