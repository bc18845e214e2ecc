import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every built script, stylesheet and svg: the API serves them
 * (@fastify/static `preCompressed`) to a browser that accepts them, without compressing per
 * request (Lighthouse flagged ~460 KiB of uncompressed text on the home page).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'daneshsara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
    },
    closeBundle() {
      if (ssr) return;
      const assets = join(fileURLToPath(new URL('.', import.meta.url)), outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assets, name);
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The storefront's one stylesheet (the fonts' @font-face rules, ~6 KiB) written into index.html:
 * a server-drawn page paints without waiting for another request (Lighthouse's render-blocking
 * resources, issue 12). The CSP allows inline styles (Emotion's are inline too).
 */
function inlineCss(): Plugin {
  return {
    name: 'daneshsara-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url));

/** The API of `npm run dev` (apps/api listens on 3000); /uploads are the user files it serves. */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), inlineCss()],
  // Shown by the /debug page beside the web version.
  define: { __WEB_BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    // The shared libs are consumed as TypeScript source, like tsconfig.base.json's paths.
    // A lazy page imports a heavy libs/ui component by its own path ('@daneshsara/ui/MaskedInput'):
    // through the barrel, the first-load chunk that holds the barrel would re-export (and load) it.
    alias: [
      { find: /^@daneshsara\/domain\/(.+)$/, replacement: `${lib('domain/src')}/$1` },
      { find: /^@daneshsara\/domain$/, replacement: lib('domain/src/index.ts') },
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
  // The server render's bundle (src/entry-server.tsx, `vite build --ssr`): one CommonJS file the
  // API requires, its dependencies inside (the API's own node_modules need not match the web's).
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        copyPublicDir: false,
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        minify: false,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      }
    : {
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
              groups: [
                { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
