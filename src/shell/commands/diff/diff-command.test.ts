// Our diff (issue 34): GNU's normal format by default, GNU's -u headers and hunk ranges, -q, and the
// exit statuses. The differential corpus compares more cases with GNU diff.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = {
  'old.txt': 'alpha\nbeta\ngamma\ndelta\nepsilon\n',
  'new.txt': 'alpha\nBETA\ngamma\nepsilon\nzeta\n',
  'one.txt': 'a\n',
  'two.txt': 'b\n',
};

describe('diff', () => {
  it('prints the normal format: c, d and a commands with their ranges', async () => {
    const result = await runInFreshShell('diff old.txt new.txt', FILES);
    expect(result.stdout).toBe('2c2\n< beta\n---\n> BETA\n4d3\n< delta\n5a5\n> zeta\n');
    expect(result.exitCode).toBe(1);
    expect((await runInFreshShell("diff <(printf 'a\\nb\\nc\\nd\\n') <(printf 'a\\nd\\n')")).stdout).toBe(
      '2,3d1\n< b\n< c\n',
    );
  });

  it('marks a last line without newline, which differs from the same line with one', async () => {
    expect((await runInFreshShell("diff <(printf 'a\\nb\\n') <(printf 'a\\nb')")).stdout).toBe(
      '2c2\n< b\n---\n> b\n\\ No newline at end of file\n',
    );
  });

  it("prints -u with GNU's headers (name, tab, modification time) and ranges", async () => {
    const result = await runInFreshShell(
      "touch -d '2024-01-02 03:04:05' one.txt two.txt; diff -u one.txt two.txt",
      FILES,
    );
    expect(result.stdout).toBe(
      '--- one.txt\t2024-01-02 03:04:05.000000000 +0000\n' +
        '+++ two.txt\t2024-01-02 03:04:05.000000000 +0000\n@@ -1 +1 @@\n-a\n+b\n',
    );
    const labelled = await runInFreshShell('diff -U1 --label old --label new old.txt new.txt', FILES);
    expect(labelled.stdout).toBe(
      '--- old\n+++ new\n@@ -1,5 +1,5 @@\n alpha\n-beta\n+BETA\n gamma\n-delta\n epsilon\n+zeta\n',
    );
  });

  it('answers -q briefly and exits 0 for equal files, 2 for a missing one', async () => {
    expect((await runInFreshShell('diff -q one.txt two.txt', FILES)).stdout).toBe(
      'Files one.txt and two.txt differ\n',
    );
    expect((await runInFreshShell('diff one.txt one.txt', FILES)).exitCode).toBe(0);
    expect((await runInFreshShell('diff -i <(echo ABC) <(echo abc)')).exitCode).toBe(0);
    expect((await runInFreshShell("diff -w <(echo 'a  b') <(echo 'ab')")).exitCode).toBe(0);
    const missing = await runInFreshShell('diff one.txt missing.txt', FILES);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toBe('diff: missing.txt: No such file or directory\n');
  });
});
