// Our xargs (issue 34): GNU's input rules (whole lines for -I, quotes, -L, -0/-d, -E), running once on no
// input unless -r, and GNU's exit statuses. The differential corpus compares more cases with GNU xargs.
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../../limits';
import { createInProcessShellRunner } from '../../run/in-process-runner';
import { runInFreshShell, shellRequest } from '../../run/testing';

async function stdoutOf(command: string) {
  const result = await runInFreshShell(command);
  return { stdout: result.stdout, exitCode: result.exitCode };
}

describe('xargs', () => {
  it('-I takes each whole input line, leading blanks dropped, inner and trailing blanks kept', async () => {
    expect(await stdoutOf("printf 'a b\\n  c d  \\n' | xargs -I{} echo '<{}>'")).toEqual({
      stdout: '<a b>\n<c d  >\n',
      exitCode: 0,
    });
    expect((await stdoutOf("printf 'x y\\n' | xargs -I % echo %-%")).stdout).toBe('x y-x y\n');
    expect((await stdoutOf("printf 'a\\n\\nb\\n' | xargs -I{} echo '[{}]'")).stdout).toBe('[a]\n[b]\n');
  });

  it('runs the command once on empty input, unless -r (or -I, which has no line to run)', async () => {
    expect((await stdoutOf('true | xargs echo ran')).stdout).toBe('ran\n');
    expect((await stdoutOf('true | xargs')).stdout).toBe('\n');
    expect((await stdoutOf('true | xargs -r echo ran')).stdout).toBe('');
    expect((await stdoutOf('true | xargs --no-run-if-empty echo ran')).stdout).toBe('');
    expect((await stdoutOf("printf '' | xargs -I{} echo 'got {}'")).stdout).toBe('');
  });

  it('reads quotes and backslashes, and refuses an unmatched quote', async () => {
    expect((await stdoutOf('printf \'"a b" c\\\\ d\\n\' | xargs -n1 echo')).stdout).toBe('a b\nc d\n');
    const unmatched = await runInFreshShell('printf "it\'s\\n" | xargs echo');
    expect(unmatched.exitCode).toBe(1);
    expect(unmatched.stderr).toMatch(/unmatched single quote/);
  });

  it('groups by -n arguments and -L lines (a trailing blank continues a line)', async () => {
    expect((await stdoutOf('echo 1 2 3 4 5 | xargs -n2 echo')).stdout).toBe('1 2\n3 4\n5\n');
    expect((await stdoutOf("printf 'a b \\nc\\nd e\\n' | xargs -L1 echo")).stdout).toBe('a b c\nd e\n');
  });

  it('cuts at -0 and -d delimiters, and stops at the -E string', async () => {
    expect((await stdoutOf("printf 'a b\\0c\\0' | xargs -0 -n1 echo")).stdout).toBe('a b\nc\n');
    expect((await stdoutOf("printf 'a,b,c' | xargs -d, -n1 echo")).stdout).toBe('a\nb\nc\n');
    expect((await stdoutOf("printf 'a\\nSTOP\\nb\\n' | xargs -E STOP echo")).stdout).toBe('a\n');
  });

  it('exits 123 when a command failed, 124 when one exited 255, 127 when it is not found; -t traces', async () => {
    expect((await stdoutOf('echo a | xargs false')).exitCode).toBe(123);
    expect((await stdoutOf("echo a | xargs sh -c 'exit 255'")).exitCode).toBe(124);
    expect((await stdoutOf('echo a | xargs no-such-command')).exitCode).toBe(127);
    const traced = await runInFreshShell('echo a b | xargs -t echo');
    expect(traced.stderr).toBe('echo a b\n');
  });
});

describe('xargs and the loop limit', () => {
  it('runs nothing past the loop-iteration limit and stops naming it', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    const runner = createInProcessShellRunner({ workspace, wallClock: () => 0 });
    const limits = { ...DEFAULT_SHELL_LIMITS, maxLoopIterations: 10 };
    const result = await runner.run(shellRequest('echo {1..20} | xargs -n1 echo', { limits }));
    expect(result.stdout).toBe('');
    expect(result.stop).toEqual({
      kind: 'limit',
      limit: 'loop-iterations',
      message: 'xargs: iteration limit exceeded (10 commands)',
    });
    expect((await runner.run(shellRequest('echo {1..10} | xargs -n1 echo', { limits }))).stdout).toBe(
      '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n',
    );
  });
});
