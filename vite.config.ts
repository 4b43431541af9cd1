import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const zlibStandIn = fileURLToPath(new URL('./src/shell/browser/zlib-stand-in.ts', import.meta.url));

export default defineConfig({
  // Relative base: dist/ works when hosted from any sub-path, as plain static files.
  base: './',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^node:zlib$/, replacement: zlibStandIn }],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'vfs-harness': fileURLToPath(new URL('./harness/vfs-harness.html', import.meta.url)),
        'shell-harness': fileURLToPath(new URL('./harness/shell-harness.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
