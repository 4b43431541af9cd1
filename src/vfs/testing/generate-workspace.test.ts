import { describe, expect, it } from 'vitest';
import { BENCH_WORKSPACE, generateWorkspaceEntries } from './generate-workspace';
import { createMemoryWorkspace } from '../memory-workspace';
import { manualClock } from '../clocks';

describe('generateWorkspaceEntries', () => {
  it('builds the benchmark workspace: 2,000 files, ~4.7 MB, the needle on 100 lines', async () => {
    const entries = generateWorkspaceEntries(BENCH_WORKSPACE);
    const files = entries.filter((e) => e.type === 'file');
    expect(files).toHaveLength(2000);
    const bytes = files.reduce((sum, e) => sum + (e.type === 'file' ? e.bytes.length : 0), 0);
    expect(bytes).toBeGreaterThan(4_500_000);
    expect(bytes).toBeLessThan(4_900_000);
    const ws = createMemoryWorkspace({ clock: manualClock(0) });
    expect((await ws.applyChangeset({ entries })).ok).toBe(true);
    let needleLines = 0;
    for (const entry of files) {
      const text = await ws.readTextFile(entry.path);
      needleLines += text.split('\n').filter((line) => line.includes('zebracorn')).length;
    }
    expect(needleLines).toBe(100);
  });

  it('is deterministic', () => {
    const small = { files: 10, linesPerFile: 3, needle: 'x', needleLines: 2 };
    expect(generateWorkspaceEntries(small)).toEqual(generateWorkspaceEntries(small));
  });
});
