// Outcomes that depend on the machine's speed (a wall-time stop, the Stop button) are session inputs:
// the recording runner hands them to the runtime to store, and on replay the replaying runner answers those
// calls from the record instead of racing the clock again. Every other call runs for real in both.
import type { ShellRunner, ShellRunResult } from './shell-run';
import { isNondeterministic } from './shell-run';

export interface ShellOutcomeRecorder {
  /** Called once per nondeterministic outcome, keyed by the request id (the tool call id). */
  record(requestId: string, result: ShellRunResult): void;
}

export function createRecordingShellRunner(inner: ShellRunner, recorder: ShellOutcomeRecorder): ShellRunner {
  return {
    async run(request, signal) {
      const result = await inner.run(request, signal);
      if (isNondeterministic(result)) recorder.record(request.requestId, result);
      return result;
    },
  };
}

export function createReplayingShellRunner(
  inner: ShellRunner,
  recorded: ReadonlyMap<string, ShellRunResult>,
): ShellRunner {
  return {
    run(request, signal) {
      // A recorded stop changed nothing in the workspace (its changeset is empty), so answering from the
      // record leaves the workspace exactly as the original run left it.
      return Promise.resolve(recorded.get(request.requestId) ?? inner.run(request, signal));
    },
  };
}
