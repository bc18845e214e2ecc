import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
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

/**
 * The storefront's script starts after the page's first paint. index.html loads a small starter
 * (apps/web/start.js) instead of the entry chunk: the browser draws the server's markup (or the
 * start-up splash) first, and only then fetches and evaluates the script (on a phone its
 * evaluation is a long task, and its download shares the line with the fonts: before the first
 * paint either would hold the paint back). A page opened in a hidden tab, which paints no frame,
 * starts at once.
 */
function startAfterPaint(): Plugin {
  return {
    name: 'daneshsara-start-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!html || html.type !== 'asset' || !entry) return;
      const entryFile = entry.fileName.replace(/^assets\//, '');
      const code = readFileSync(fileURLToPath(new URL('start.js', import.meta.url)), 'utf8')
        .replace(/^\s*\/[/*].*\n/gm, '')
        .replace(/^\s+/gm, '')
        .replace("'./ENTRY'", JSON.stringify(`./${entryFile}`));
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const starter = `assets/start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: starter, source: code });
      const tag = new RegExp(
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      );
      const source = String(html.source);
      if (!tag.test(source)) this.error(`index.html does not load ${entry.fileName} as expected`);
      // data-starts names the entry it loads, for the bench's first-load count (bundles.mjs).
      html.source = source.replace(
        tag,
        `<script type="module" crossorigin src="/${starter}" data-starts="/${entry.fileName}"></script>`,
      );
    },
  };
}

/**
 * In the server render's bundle only: every `import('…')` of the storefront's own code first names
 * the module it loads (as the client build's manifest names it, `src/…`). entry-server.tsx notes
 * which modules each route's `lazy` loads, and the API lists their files in the drawn page's data
 * (apps/api/src/modules/cma/ssr.ts), which main.tsx preloads a few per task before it hydrates,
 * instead of all at once (71 requests started in one task on the home page).
 */
function noteLazyImports(): Plugin {
  let root = '';
  return {
    name: 'daneshsara-note-lazy-imports',
    apply: (_config, env) => env.command === 'build' && !!env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !id.startsWith(join(root, 'src'))) return null;
      const found = [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)].reverse();
      if (!found.length) return null;
      let out = code;
      for (const m of found) {
        const resolved = await this.resolve(m[2], id);
        if (!resolved || m.index === undefined) continue;
        const name = relative(root, resolved.id.split('?')[0]).split(sep).join('/');
        const note = `globalThis.__daneshsaraLazyImport?.(${JSON.stringify(name)})`;
        out = `${out.slice(0, m.index)}(${note}, ${m[0]})${out.slice(m.index + m[0].length)}`;
      }
      return { code: out, map: null };
    },
  };
}

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url));

/** The API of `npm run dev` (apps/api listens on 3000); /uploads are the user files it serves. */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), inlineCss(), startAfterPaint(), noteLazyImports()],
  // Shown by the /debug page beside the web version.
  define: {
    __WEB_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    // The server render runs inside the API, whatever its NODE_ENV (`npm start` sets none): React
    // and Emotion in their production form, so its class names are the browser's (a development
    // Emotion labels them, and the browser would then insert every style again while hydrating).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
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
        // .vite/manifest.json: the files each module needs, for the drawn pages' preloads.
        manifest: true,
        target: 'es2022',
        // Every browser the storefront supports (es2022) preloads modules itself.
        modulePreload: { polyfill: false },
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
            // Lazy chunks by hash alone: the entry lists every lazy chunk's files for preloading
            // (__vite__mapDeps), and their names (AccountBalanceWalletOutlined-…) were about 1 KiB
            // of its gzip; the build's manifest still says which source each file is.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
