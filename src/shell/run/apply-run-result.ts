// What both shell runners (in-process and worker) do once a command has ended: apply its changeset to the
// workspace in one step, and turn a refused changeset into the command's failure, not a throw.
import type { Changeset, ChangesetResult } from '../../vfs';
import type { ShellRunRequest, ShellRunResult } from './shell-run';

/** Applies `result.changeset` with `apply`; a refusal is reported on stderr and as a non-zero exit. */
export async function applyRunResult(
  result: ShellRunResult,
  apply: (changeset: Changeset) => Promise<ChangesetResult>,
): Promise<{ readonly result: ShellRunResult; readonly applied: boolean }> {
  if (result.changeset.entries.length === 0) return { result, applied: true };
  const outcome = await apply(result.changeset);
  if (outcome.ok) return { result, applied: true };
  const note = `bash: the command's file changes were not applied (${outcome.failedPath}: ${outcome.message})\n`;
  const exitCode = result.exitCode === 0 ? 1 : result.exitCode;
  return { result: { ...result, stderr: result.stderr + note, exitCode }, applied: false };
}

/**
 * Runs calls one at a time, in the order they were asked for: one interpreter per runner, and each call must
 * see the previous call's changes. A failed call does not block the next.
 */
export function oneAtATime(
  runOne: (request: ShellRunRequest, signal?: AbortSignal) => Promise<ShellRunResult>,
): (request: ShellRunRequest, signal?: AbortSignal) => Promise<ShellRunResult> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request, signal) => {
    const next = queue.then(() => runOne(request, signal));
    queue = next.catch(() => undefined);
    return next;
  };
}
