// Our sort (decision 0302). The differential corpus checks it against GNU sort; these pin what the corpus
// cannot: it never depends on String.prototype.localeCompare, and option errors read like GNU's.
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../../vfs';
import { createInProcessShellRunner } from '../../run/in-process-runner';
import { runInFreshShell, shellRequest } from '../../run/testing';
import { keyText } from './sort-compare';
import { parseSortArgs, type SortKey } from './sort-options';

async function shell() {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await workspace.writeFile('/workspace/words.txt', 'b\nB\na\n_\nA\n');
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  return (command: string) => runner.run(shellRequest(command));
}

async function run(command: string) {
  return (await shell())(command);
}

describe('sort', () => {
  it('sorts in code-point (C) order without calling localeCompare', async () => {
    const sortIn = await shell(); // just-bash itself uses localeCompare while it starts
    const original = Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare')!;
    Object.defineProperty(String.prototype, 'localeCompare', {
      ...original,
      value: () => {
        throw new Error('localeCompare called');
      },
    });
    try {
      const result = await sortIn('sort words.txt; sort -r words.txt | head -n 1');
      expect(result).toMatchObject({ stdout: 'A\nB\n_\na\nb\nb\n', exitCode: 0 });
    } finally {
      Object.defineProperty(String.prototype, 'localeCompare', original);
    }
  });

  it('answers bad options the way GNU does, with exit 2', async () => {
    const invalid = await run('sort -Q words.txt');
    expect(invalid).toMatchObject({ exitCode: 2, stdout: '' });
    expect(invalid.stderr).toContain("sort: invalid option -- 'Q'");
    expect((await run('sort -k0 words.txt')).stderr).toContain('field number is zero');
    expect((await run("sort -t '::' words.txt")).stderr).toContain("multi-character tab '::'");
  });
});

describe('sort keys', () => {
  const key = (spec: string, separator: string | null = null): string => {
    const options = parseSortArgs(['-k', spec, ...(separator ? ['-t', separator] : [])]);
    if (typeof options === 'string') throw new Error(options);
    return keyText('  one  two three', options.keys[0] as SortKey, options.separator);
  };

  it('cuts fields with their leading blanks unless b says otherwise', () => {
    expect(key('2')).toBe('  two three');
    expect(key('2,2')).toBe('  two');
    expect(key('2b,2')).toBe('two');
    expect(key('2.2b,2.3b')).toBe('wo');
    expect(key('9')).toBe('');
  });

  it('cuts fields at the -t separator', () => {
    expect(key('2,2', 'o')).toBe('ne  tw');
  });
});

describe('sort -m', () => {
  it('merges files that are already sorted into one sorted list', async () => {
    const files = { 'a.txt': 'apple\ncherry\n', 'b.txt': 'banana\ndate\n' };
    for (const option of ['-m', '--merge']) {
      const result = await runInFreshShell(`sort ${option} a.txt b.txt`, files);
      expect({ option, stdout: result.stdout }).toEqual({ option, stdout: 'apple\nbanana\ncherry\ndate\n' });
    }
  });
});
