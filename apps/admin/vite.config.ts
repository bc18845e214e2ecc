import react from '@vitejs/plugin-react';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const libs = resolve(here, '../../libs');
const backend = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export const aliases = [
  // A module of libs/domain by its path ('@daneshsara/domain/page-widget-catalog'), or the barrel.
  { find: /^@daneshsara\/domain\/(.+)$/, replacement: `${resolve(libs, 'domain/src')}/$1` },
  { find: /^@daneshsara\/domain$/, replacement: resolve(libs, 'domain/src/index.ts') },
  { find: /^@daneshsara\/ui$/, replacement: resolve(libs, 'ui/src/index.ts') },
];

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: aliases },
  server: {
    port: 5174,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      // Staff sign in on the storefront's /login/admin; in development the built server answers it,
      // so the cookie it sets lands on this origin too.
      '^/(?!admin(?:/|$)).*': { target: backend, changeOrigin: true },
    },
  },
  preview: { port: 5174, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
});
