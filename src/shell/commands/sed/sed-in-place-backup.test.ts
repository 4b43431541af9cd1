// sed -i with a suffix writes the backup GNU sed writes (issue 34).
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = { 'a.txt': 'foo\n', 'b.txt': 'bar foo\n' };

describe('sed -i SUFFIX', () => {
  it('keeps each file as it was in file + suffix, in every spelling of the option', async () => {
    for (const option of ['-i.bak', '--in-place=.bak', '-Ei.bak']) {
      const result = await runInFreshShell(
        `sed ${option} -e 's/foo/baz/' a.txt b.txt && cat a.txt a.txt.bak b.txt b.txt.bak`,
        FILES,
      );
      expect({ option, stdout: result.stdout }).toEqual({ option, stdout: 'baz\nfoo\nbar baz\nbar foo\n' });
    }
  });

  it('writes the backup even when nothing matched, names it by `*`, and writes none without a suffix', async () => {
    expect((await runInFreshShell("sed -i.orig 's/x/y/' a.txt && cat a.txt.orig", FILES)).stdout).toBe(
      'foo\n',
    );
    expect((await runInFreshShell("sed -i'old_*' 's/foo/q/' a.txt && cat old_a.txt", FILES)).stdout).toBe(
      'foo\n',
    );
    expect((await runInFreshShell("sed -i 's/foo/q/' a.txt && ls", FILES)).stdout).toBe('a.txt\nb.txt\n');
  });
});
