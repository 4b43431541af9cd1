// Test support: a ShellRunRequest with the defaults the Bash tool would use, so tests only spell out what
// they are about.
import { createMemoryWorkspace, manualClock, WORKSPACE_ROOT } from '../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../limits';
import { createInProcessShellRunner } from './in-process-runner';
import type { ShellRunRequest, ShellRunResult } from './shell-run';

export function shellRequest(command: string, overrides: Partial<ShellRunRequest> = {}): ShellRunRequest {
  return {
    command,
    cwd: '/workspace',
    env: {},
    limits: DEFAULT_SHELL_LIMITS,
    clockMs: 0,
    randomSeed: 1,
    requestId: 'test',
    ...overrides,
  };
}

/** Runs one command in a fresh in-process shell over a memory workspace holding `files` (paths under /workspace). */
export async function runInFreshShell(
  command: string,
  files: Readonly<Record<string, string>> = {},
): Promise<ShellRunResult> {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  for (const [path, content] of Object.entries(files)) {
    await workspace.writeFile(`${WORKSPACE_ROOT}/${path}`, new TextEncoder().encode(content), {
      createParents: true,
    });
  }
  // A wall clock that never moves: these short commands never meet the wall-time limit.
  const runner = createInProcessShellRunner({ workspace, wallClock: () => 0 });
  return runner.run(shellRequest(command));
}
