import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./scripts/vitest-setup.ts'],
    testTimeout: 30_000,
    pool: 'threads',
    // Vitest leaves a core to itself by default (one worker on CI's two cores), but its own thread mostly
    // waits: two workers there took the unit stage from 391 s to ~220 s (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share one module cache per worker: each file loading the app's modules afresh was most of the
    // stage (140 s isolated, 55 s not, on this two-core machine at load ~3: docs/testing.md). So no file may
    // depend on a fresh cache: a file that mocks, spies or changes shared state (i18n's language) loads what
    // it tests afresh (vi.resetModules and a dynamic import) and puts back what it changed.
    isolate: false,
  },
});
