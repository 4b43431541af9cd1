import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { lessonRecordings } from './scripts/lesson-recordings/vite-plugin.mjs';
import { moduleSideEffects } from './scripts/side-effect-free-modules.mjs';
import { startChunkPreloads } from './scripts/start-chunk-preloads.mjs';
import { startCompileHints } from './scripts/start-compile-hints.mjs';

const zlibStandIn = fileURLToPath(new URL('./src/shell/browser/zlib-stand-in.ts', import.meta.url));
const textEncodingStandIn = fileURLToPath(
  new URL('./src/vfs/persist/text-encoding-stand-in.ts', import.meta.url),
);

// The harness pages (e2e's direct drivers of the VFS and the shell worker) are built only for tests
// (`TOOLSCOPE_HARNESS=1`, set by scripts/e2e.mjs); the dev server serves them from the source tree anyway.
const withHarness = process.env.TOOLSCOPE_HARNESS === '1';
/** The page's own entry, index.html (the harness pages are entries of their own). */
const PAGE_ENTRY = 'main';
const harnessInputs = withHarness
  ? {
      'vfs-harness': fileURLToPath(new URL('./harness/vfs-harness.html', import.meta.url)),
      'shell-harness': fileURLToPath(new URL('./harness/shell-harness.html', import.meta.url)),
    }
  : {};

/** Names the build in index.html, so two builds always differ (a new version is one the service worker sees). */
function buildLabel(): Plugin {
  const label = process.env.TOOLSCOPE_BUILD_LABEL ?? new Date().toISOString();
  return {
    name: 'toolscope-build-label',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'toolscope-build', content: label }, injectTo: 'head' },
    ],
  };
}

/**
 * The e2e suite's server sends every file as it is on disk (`TOOLSCOPE_PREVIEW_UNCOMPRESSED=1`, set by
 * playwright.config.ts): `vite preview` gzips each response anew, and a fresh browser context per test fetches
 * the app again, so compressing was 70 s of CPU in a full e2e run on CI's two cores (docs/testing.md), for
 * bytes that only cross the loopback. Dropping the request's Accept-Encoding before Vite's own middlewares
 * (this hook runs first) is the whole change: the files and their headers are otherwise the same.
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'toolscope-uncompressed-preview',
    configurePreviewServer(server) {
      if (process.env.TOOLSCOPE_PREVIEW_UNCOMPRESSED !== '1') return;
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

export default defineConfig({
  // Relative base: dist/ works when hosted from any sub-path, as plain static files.
  base: './',
  plugins: [
    react(),
    buildLabel(),
    uncompressedPreview(),
    // The start's chunks, imported one task at a time by src/ui/main.tsx, fetched all at once.
    startChunkPreloads(),
    // …and each of them compiled as it streams in, off the page's main thread.
    startCompileHints({ entryName: PAGE_ENTRY }),
    // Each built-in lesson's trace, recorded at build time for the embedded player (docs/delivery.md).
    lessonRecordings(),
    // The service worker (Workbox through vite-plugin-pwa, docs/decisions/0700-service-worker-vite-plugin-pwa.md):
    // precaches the whole app so a second visit works offline; registered by the page once its first screen
    // is idle (src/ui/app/compose/register-service-worker.ts); a new version waits for the person's consent.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,ttf,svg,wasm}'],
        globIgnores: ['harness/**'],
        // Monaco's editor chunk is ~2.7 MB raw: the default limit (2 MiB) would leave the editor uncached.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/harness\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: /^node:zlib$/, replacement: zlibStandIn },
      // lightning-fs runs in the runtime worker, where this polyfill throws (see the stand-in).
      { find: /^fast-text-encoding$/, replacement: textEncodingStandIn },
    ],
  },
  // The e2e build's fault hooks (src/runtime/worker/e2e-flush-faults.ts); a production build leaves them out.
  define: withHarness ? { 'import.meta.env.VITE_TOOLSCOPE_E2E_HOOKS': JSON.stringify('1') } : {},
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      // Modules that only define their exports, though the bundler cannot tell (decision 0861).
      treeshake: { moduleSideEffects },
      input: {
        [PAGE_ENTRY]: fileURLToPath(new URL('./index.html', import.meta.url)),
        ...harnessInputs,
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
