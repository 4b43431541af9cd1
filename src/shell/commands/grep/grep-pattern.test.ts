// A bracket expression that no `]` closes is an invalid pattern for GNU grep (exit 2), not a literal `[`.
// (GNU words it `Unmatched [ …` or, when the `[` ends the pattern, `Invalid regular expression`.)
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = { 'notes.txt': 'a [b]\nplain\n' };

describe('grep and an unmatched [', () => {
  it('exits 2 for a [ never closed, in basic and extended syntax, with one of GNU messages', async () => {
    for (const command of [
      "grep '[' notes.txt",
      "grep 'a[b' notes.txt",
      "grep -E '([' notes.txt",
      "grep -e x -e '[[:alpha:]' notes.txt",
    ]) {
      const result = await runInFreshShell(command, FILES);
      expect({ command, exitCode: result.exitCode, stderr: result.stderr }).toEqual({
        command,
        exitCode: 2,
        stderr: 'grep: Unmatched [, [^, [:, [., or [=\n',
      });
    }
  });

  it('still matches a closed bracket, an escaped [ and a fixed-string [', async () => {
    expect((await runInFreshShell("grep '[[]b]' notes.txt", FILES)).stdout).toBe('a [b]\n');
    expect((await runInFreshShell("grep 'a \\[' notes.txt", FILES)).stdout).toBe('a [b]\n');
    expect((await runInFreshShell("grep -F '[' notes.txt", FILES)).stdout).toBe('a [b]\n');
  });
});
