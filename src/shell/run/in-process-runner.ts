// The shell in the same thread: Node (tests, the CLI, benchmarks) and anywhere a busy command may block.
// Each call runs on a copy-on-write view of the workspace; its changeset is applied in one step at the end.
import type { CustomCommand } from 'just-bash';
import type { Workspace } from '../../vfs';
import type { ShellRunner, ShellRunRequest, ShellRunResult } from './shell-run';
import { ShellEngine } from './shell-engine';

export interface InProcessRunnerOptions {
  readonly workspace: Workspace;
  readonly wallClock: () => number;
  readonly commands?: readonly CustomCommand[];
}

export function createInProcessShellRunner(options: InProcessRunnerOptions): ShellRunner {
  const engine = new ShellEngine({ wallClock: options.wallClock, commands: options.commands ?? [] });
  let queue: Promise<unknown> = Promise.resolve();
  const runOne = async (request: ShellRunRequest, signal?: AbortSignal): Promise<ShellRunResult> => {
    const view = options.workspace.createOverlay();
    const result = await engine.exec(view, request, signal);
    if (result.changeset.entries.length === 0) return result;
    const applied = await options.workspace.applyChangeset(result.changeset);
    if (applied.ok) return result;
    const note = `bash: the command's file changes were not applied (${applied.failedPath}: ${applied.message})\n`;
    return { ...result, stderr: result.stderr + note, exitCode: result.exitCode === 0 ? 1 : result.exitCode };
  };
  return {
    // One call at a time: the engine has one interpreter, and calls must see each other's changes in order.
    run(request, signal) {
      const next = queue.then(() => runOne(request, signal));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
