// The shell in the same thread: Node (tests, the CLI, benchmarks) and anywhere a busy command may block.
// Each call runs on a copy-on-write view of the workspace; its changeset is applied in one step at the end.
import type { CustomCommand } from 'just-bash';
import type { Workspace } from '../../vfs';
import type { ShellRunner, ShellRunRequest, ShellRunResult } from './shell-run';
import { applyRunResult, oneAtATime } from './apply-run-result';
import { ShellEngine } from './shell-engine';

export interface InProcessRunnerOptions {
  readonly workspace: Workspace;
  readonly wallClock: () => number;
  readonly commands?: readonly CustomCommand[];
}

export function createInProcessShellRunner(options: InProcessRunnerOptions): ShellRunner {
  const engine = new ShellEngine({ wallClock: options.wallClock, commands: options.commands ?? [] });
  const runOne = async (request: ShellRunRequest, signal?: AbortSignal): Promise<ShellRunResult> => {
    const view = options.workspace.createOverlay();
    const ended = await engine.exec(view, request, signal);
    return (await applyRunResult(ended, (changeset) => options.workspace.applyChangeset(changeset))).result;
  };
  return { run: oneAtATime(runOne) };
}
