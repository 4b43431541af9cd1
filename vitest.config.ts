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
  },
});
