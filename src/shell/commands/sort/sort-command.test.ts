// The sort wrapper swaps String.prototype.localeCompare while just-bash's sort runs (decision 0302). These
// guard that swap: C order inside, and the original method back afterwards, whether sort succeeds or fails.
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { createInProcessShellRunner } from '../run/in-process-runner';
import { shellRequest } from '../run/testing';

async function run(command: string) {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await workspace.writeFile('/workspace/words.txt', 'b\nB\na\n_\nA\n');
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  return runner.run(shellRequest(command));
}

describe('the sort wrapper', () => {
  const currentLocaleCompare = (): unknown =>
    Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare')?.value;
  const original = currentLocaleCompare();

  it('sorts in code-point (C) order', async () => {
    expect((await run('sort words.txt')).stdout).toBe('A\nB\n_\na\nb\n');
  });

  it('puts localeCompare back after a sort, and after a sort that fails', async () => {
    await run('sort words.txt');
    expect(currentLocaleCompare()).toBe(original);
    expect((await run('sort missing.txt')).exitCode).not.toBe(0);
    expect(currentLocaleCompare()).toBe(original);
    // Locale order again (code-point order would put 'B' first).
    expect('a'.localeCompare('B')).toBe(-1);
  });
});
