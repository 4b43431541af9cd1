import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { createInProcessShellRunner } from '../run/in-process-runner';
import { shellRequest } from '../run/testing';

async function shell() {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await workspace.writeFile('/workspace/a.txt', 'one\ntwo\n');
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  let clockMs = Date.UTC(2025, 0, 2, 3, 4, 5);
  const run = async (command: string) => {
    const result = await runner.run(shellRequest(command, { clockMs, requestId: 'g' }));
    clockMs += 60_000;
    return result;
  };
  return { workspace, run };
}

describe('git in the emulated shell', () => {
  it('inits, adds, commits and logs with virtual-clock times', async () => {
    const { run } = await shell();
    expect((await run('git init')).stdout).toBe('Initialized empty Git repository in /workspace/.git/\n');
    expect((await run('git status --short')).stdout).toBe('?? a.txt\n');
    await run('git add a.txt');
    expect((await run('git status -s')).stdout).toBe('A  a.txt\n');
    const commit = await run('git commit -m "first commit"');
    expect(commit.stdout).toMatch(/^\[main \(root-commit\) [0-9a-f]{7}\] first commit\n 1 file changed\n$/);
    const log = await run('git log');
    expect(log.stdout).toContain('Author: ToolScope Agent <agent@toolscope.invalid>');
    expect(log.stdout).toContain('Date:   Thu Jan 2 03:08:05 2025 +0000');
    expect(log.stdout).toContain('    first commit');
  });

  it('gives the same commit id on a replay of the same session', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { run } = await shell();
      await run('git init && git add . && git commit -m one');
      ids.push((await run('git log --oneline')).stdout);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows working-tree and staged diffs', async () => {
    const { run } = await shell();
    await run('git init && git add . && git commit -m base');
    await run("sed -i 's/two/TWO/' a.txt");
    const diff = await run('git diff');
    expect(diff.stdout).toBe(
      'diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -1,2 +1,2 @@\n one\n-two\n+TWO\n',
    );
    expect((await run('git diff --cached')).stdout).toBe('');
    await run('git add a.txt');
    expect((await run('git diff --cached --name-only')).stdout).toBe('a.txt\n');
    expect((await run('git status')).stdout).toContain('Changes to be committed:\n\tmodified:   a.txt');
  });

  it('says clearly what it does not support, and when there is no repository', async () => {
    const { run } = await shell();
    const push = await run('git push');
    expect(push).toMatchObject({ exitCode: 1 });
    expect(push.stderr).toContain("'push' is not supported");
    expect((await run('git status')).stderr).toContain('not a git repository');
  });

  it('writes the repository into the workspace as ordinary changes', async () => {
    const { run, workspace } = await shell();
    await run('git init');
    expect(await workspace.exists('/workspace/.git/HEAD')).toBe(true);
  });
});
