// The sort wrapper swaps String.prototype.localeCompare while just-bash's sort runs (decision 0302). These
// guard that swap: C order inside, and the original method back afterwards, whether sort succeeds or fails.
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../limits';
import { createInProcessShellRunner } from '../run/in-process-runner';

async function run(command: string) {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await workspace.writeFile('/workspace/words.txt', 'b\nB\na\n_\nA\n');
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  return runner.run({
    command,
    cwd: '/workspace',
    env: {},
    limits: DEFAULT_SHELL_LIMITS,
    clockMs: 0,
    randomSeed: 1,
    requestId: 'sort',
  });
}

describe('the sort wrapper', () => {
  const original = String.prototype.localeCompare;

  it('sorts in code-point (C) order', async () => {
    expect((await run('sort words.txt')).stdout).toBe('A\nB\n_\na\nb\n');
  });

  it('puts localeCompare back after a sort, and after a sort that fails', async () => {
    await run('sort words.txt');
    expect(String.prototype.localeCompare).toBe(original);
    expect((await run('sort missing.txt')).exitCode).not.toBe(0);
    expect(String.prototype.localeCompare).toBe(original);
    expect('a'.localeCompare('B')).toBe(original.call('a', 'B'));
  });
});
