import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_FILES, sourceText } from './source-files';

/** The module as it reads the environment given (it reads it once, when loaded). */
async function loadedWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./property-runs');
}

// Loaded again after the last test too: a load that threw (a seed refused) must not stay in the module cache
// for the files that run after this one in the same worker without isolation (vitest --no-isolate).
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('property runs', () => {
  it('draw a tenth of the full count by default, at least 20 and never more than the full count', async () => {
    const { propertyRuns } = await loadedWith({ TOOLSCOPE_PROPERTY_RUNS: undefined });
    expect([10_000, 3000, 1500, 300, 100, 30, 10].map(propertyRuns)).toEqual([
      1000, 300, 150, 30, 20, 20, 10,
    ]);
  });

  it('draw the full count under TOOLSCOPE_PROPERTY_RUNS=full', async () => {
    const { propertyRuns } = await loadedWith({ TOOLSCOPE_PROPERTY_RUNS: 'full' });
    expect([10_000, 100, 10].map(propertyRuns)).toEqual([10_000, 100, 10]);
  });

  it('refuse a setting they do not know, rather than run reduced without saying so', async () => {
    await expect(loadedWith({ TOOLSCOPE_PROPERTY_RUNS: 'FULL' })).rejects.toThrow('TOOLSCOPE_PROPERTY_RUNS');
  });
});

describe('the property seed', () => {
  it("is the commit's short hash read as a number, the same on every load", async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8' });
    const first = await loadedWith({ TOOLSCOPE_PROPERTY_SEED: undefined });
    const second = await loadedWith({ TOOLSCOPE_PROPERTY_SEED: undefined });
    expect(first.PROPERTY_SEED).toBe(Number.parseInt(head.slice(0, 7), 16));
    expect(second.propertyOptions(300)).toEqual(first.propertyOptions(300));
  });

  it('is the one TOOLSCOPE_PROPERTY_SEED gives, and goes with every run count', async () => {
    const { propertyOptions } = await loadedWith({ TOOLSCOPE_PROPERTY_SEED: '-42' });
    expect(propertyOptions(1000).seed).toBe(-42);
    expect(propertyOptions(10).seed).toBe(-42);
    await expect(loadedWith({ TOOLSCOPE_PROPERTY_SEED: '0x2a' })).rejects.toThrow('TOOLSCOPE_PROPERTY_SEED');
  });
});

describe('every property test', () => {
  it('takes its run count and seed from propertyOptions', () => {
    const asserting = SOURCE_FILES.filter((file) => /\bfc\.assert\(/.test(sourceText(file)));
    expect(asserting.length).toBeGreaterThan(15);
    for (const file of asserting) {
      const text = sourceText(file);
      const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
      // One propertyOptions(…) call for each fc.assert (named first where a title states the count), and no
      // run count or seed of its own.
      expect(count(/\bpropertyOptions\(/g), file).toBeGreaterThanOrEqual(count(/\bfc\.assert\(/g));
      expect(text, file).not.toMatch(/\b(numRuns|seed)\s*:/);
    }
  });
});
