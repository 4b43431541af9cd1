// wc's column widths (issue 34): one width for all counts of a call, from the files' total size; 7 for
// stdin; none for a single count of a single operand.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = { 'a.txt': 'apple\nbanana\n', 'b.txt': 'x y z\n', 'big.txt': 'word\n'.repeat(30) };

describe('wc', () => {
  it('pads the counts of several files to the digits of their total size', async () => {
    expect((await runInFreshShell('wc a.txt b.txt', FILES)).stdout).toBe(
      ' 2  2 13 a.txt\n 1  3  6 b.txt\n 3  5 19 total\n',
    );
    expect((await runInFreshShell('wc -l a.txt big.txt', FILES)).stdout).toBe(
      '  2 a.txt\n 30 big.txt\n 32 total\n',
    );
  });

  it('pads stdin counts to 7, and prints a lone count of a lone operand bare', async () => {
    expect((await runInFreshShell('cat a.txt | wc', FILES)).stdout).toBe('      2       2      13\n');
    expect((await runInFreshShell('wc -l a.txt', FILES)).stdout).toBe('2 a.txt\n');
    expect((await runInFreshShell('wc -l < a.txt', FILES)).stdout).toBe('2\n');
    expect((await runInFreshShell('wc a.txt', FILES)).stdout).toBe(' 2  2 13 a.txt\n');
  });

  it('counts -m characters and -L the longest line, and reports a missing file but still totals', async () => {
    expect((await runInFreshShell("printf 'h\\xc3\\xa9\\n' | wc -m -c", FILES)).stdout).toBe(
      '      3       4\n',
    );
    expect((await runInFreshShell('wc -L a.txt', FILES)).stdout).toBe('6 a.txt\n');
    const missing = await runInFreshShell('wc -l a.txt missing', FILES);
    expect(missing.stdout).toBe(' 2 a.txt\n 2 total\n');
    expect(missing.stderr).toBe('wc: missing: No such file or directory\n');
    expect(missing.exitCode).toBe(1);
  });
});
