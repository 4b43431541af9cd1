// An arithmetic error abandons the rest of its line with status 1, as bash does (issue 34); grouping a
// line's statements changes nothing else.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from './testing';

describe('an arithmetic error', () => {
  it('stops the rest of its line with status 1', async () => {
    for (const command of [
      'echo $((1/0)); echo after',
      'x=$((5 % 0)); echo "x=$x"',
      'echo $((1/0)) || echo or; echo after',
    ]) {
      const result = await runInFreshShell(command);
      expect({ command, stdout: result.stdout, exitCode: result.exitCode }).toEqual({
        command,
        stdout: '',
        exitCode: 1,
      });
      expect(result.stderr).toMatch(/division by 0/);
    }
  });

  it('lets the next line run', async () => {
    const result = await runInFreshShell('echo one; echo $((2/0)); echo two\necho three');
    expect(result.stdout).toBe('one\nthree\n');
    expect(result.exitCode).toBe(0);
  });
});

describe("grouping a line's statements", () => {
  it('keeps statuses, variables, functions, cd, set -e and exit as they were', async () => {
    const result = await runInFreshShell(
      'x=1; f() { echo "f$x"; }; f; cd /tmp; pwd; false; echo "s=$?"\nset -e; echo on; false; echo never',
    );
    expect(result.stdout).toBe('f1\n/tmp\ns=1\non\n');
    expect(result.exitCode).toBe(1);
    expect(result.cwd).toBe('/tmp');
    expect((await runInFreshShell('echo a; exit 3; echo b')).exitCode).toBe(3);
  });
});
