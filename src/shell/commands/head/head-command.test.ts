// head -n -N / -c -N (issue 34): all but the last N lines or bytes, per file with GNU's headers.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = { 'a.txt': '1\n2\n3\n4\n', 'b.txt': 'x\ny' };

describe('head with a negative count', () => {
  it('prints all but the last N lines, from stdin and files, a last line without newline counting', async () => {
    expect((await runInFreshShell('seq 10 | head -n -7', FILES)).stdout).toBe('1\n2\n3\n');
    expect((await runInFreshShell('head -n -1 a.txt', FILES)).stdout).toBe('1\n2\n3\n');
    expect((await runInFreshShell('head --lines=-1 b.txt', FILES)).stdout).toBe('x\n');
    expect((await runInFreshShell('head -n -10 a.txt; echo "exit=$?"', FILES)).stdout).toBe('exit=0\n');
    expect((await runInFreshShell('head -n -0 b.txt', FILES)).stdout).toBe('x\ny');
  });

  it('prints all but the last N bytes', async () => {
    expect((await runInFreshShell('head -c -3 a.txt', FILES)).stdout).toBe('1\n2\n3');
  });

  it('names each file with several, and reports a missing one', async () => {
    const result = await runInFreshShell('head -n -2 a.txt missing b.txt', FILES);
    expect(result.stdout).toBe('==> a.txt <==\n1\n2\n\n==> b.txt <==\n');
    expect(result.stderr).toBe("head: cannot open 'missing' for reading: No such file or directory\n");
    expect(result.exitCode).toBe(1);
  });

  it('leaves positive counts to the usual head', async () => {
    expect((await runInFreshShell('head -n 2 a.txt', FILES)).stdout).toBe('1\n2\n');
  });
});
