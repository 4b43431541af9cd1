// grep's patterns and globs are compiled before it searches: one it cannot compile is grep's exit 2 with a
// short reason, never a stack trace of V8's generated expression, and pattern text past the documented
// limit is refused the same way on every machine (issue 19, item 8).
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../../limits';
import { createInProcessShellRunner } from '../../run/in-process-runner';
import { GREP_MAX_PATTERN_CHARS } from './grep-pattern';

async function sh(command: string) {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await workspace.writeFile('/workspace/a.txt', 'hello aaa\n');
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  return runner.run({
    command,
    cwd: '/workspace',
    env: {},
    limits: DEFAULT_SHELL_LIMITS,
    clockMs: 0,
    randomSeed: 1,
    requestId: 'call-1',
  });
}

describe('grep limits', () => {
  it('refuses pattern text past the limit with exit 2, naming the limit', async () => {
    const long = 'a'.repeat(GREP_MAX_PATTERN_CHARS + 1);
    const cases: [label: string, command: string, total: string][] = [
      ['one pattern', `grep -i ${long} a.txt`, '10,001'],
      ['two -e patterns', `grep -e a -e ${long} a.txt`, '10,002'],
    ];
    for (const [label, command, total] of cases) {
      const result = await sh(`${command}; echo "rc=$?"`);
      expect(result.stdout, label).toBe('rc=2\n');
      expect(result.stderr, label).toBe(
        `grep: the pattern is ${total} characters long; this grep takes at most 10,000\n`,
      );
    }
    expect((await sh(`grep -c ${'a'.repeat(3)} a.txt`)).stdout).toBe('1\n');
  });

  it('answers exit 2 with a short reason for an --include glob it cannot compile', async () => {
    const glob = '*a'.repeat(32_000);
    const result = await sh(`grep -r --include='${glob}' hello .; echo "rc=$?"`);
    expect(result.stdout).toBe('rc=2\n');
    expect(result.stderr).toMatch(/^grep: invalid --include glob: .{1,120}\n$/);
  });

  it('matches a hostile --include glob on a long name by its results, in linear time', async () => {
    const name = 'a'.repeat(60);
    const result = await sh(
      `echo hello > ${name}; echo hello > ${name}b; grep -rl --include='${'*a'.repeat(12)}b' hello .`,
    );
    expect(result.stdout).toBe(`./${name}b\n`);
  });
});
