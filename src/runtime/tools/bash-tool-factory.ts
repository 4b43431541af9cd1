// Bash in process: just-bash over copy-on-write views of the workspace, the AST risk classifier, and the
// session's shell seed. Outcomes that depend on the machine's speed (a wall-time stop, Stop) are recorded as
// inputs; on replay those calls are answered from the record instead of racing the clock again.
import { createBashRiskClassifier } from '../../shell/risk/bash-risk-classifier';
import { createRecordingShellRunner, createReplayingShellRunner } from '../../shell/run/recorded-runner';
import type { ShellRunner, ShellRunResult } from '../../shell/run/shell-run';
import { loadShellSyntax } from '../../shell/syntax/shell-syntax';
import { createBashTool } from '../../tools/bash/bash-tool';
import { BASH_RECORD } from '../../tools/bash/bash-record';
import { EMPTY_CHANGESET, type Workspace } from '../../vfs';
import type { RecordedInput } from '../spec/recorded-input';
import type { RunSpec } from '../spec/run-spec';
import type { BuiltinToolFactories } from './build-registry';
import { needsShell } from './builtin-tools';

/**
 * `live` runs the commands: in Node the in-process runner (the default); in the browser the shell worker's
 * runner, so a busy command never blocks the runtime and Stop can terminate it. The in-process runner is
 * imported only when used: it carries the whole just-bash interpreter, which the browser's runtime worker
 * must not download for a session that never runs Bash.
 */
export async function bashToolFactories(
  workspace: Workspace,
  spec: RunSpec,
  record: (input: RecordedInput) => void,
  given?: ShellRunner,
): Promise<BuiltinToolFactories> {
  if (!needsShell(spec.tools.builtin)) return {};
  const live =
    given ??
    (await import('../../shell/run/in-process-runner')).createInProcessShellRunner({
      workspace,
      wallClock: () => performance.now(),
    });
  const syntax = await loadShellSyntax();
  // The wall clock only guards how long a busy command may run; its verdicts are recorded, never re-raced.
  const recorded = new Map<string, ShellRunResult>();
  for (const input of spec.inputs) {
    if (input.type === 'shell-limit-stop')
      recorded.set(input.callId, { ...input.result, changeset: EMPTY_CHANGESET });
  }
  const recording = createRecordingShellRunner(live, {
    record: (callId, { stdout, stderr, exitCode, cwd, env, stop }) =>
      record({ type: 'shell-limit-stop', callId, result: { stdout, stderr, exitCode, cwd, env, stop } }),
  });
  const runner = createReplayingShellRunner(recording, recorded);
  return {
    // The limits are read at each call: a settings change applied at a boundary holds from the next call on.
    [BASH_RECORD.name]: (context) =>
      createBashTool({
        runner,
        limits: context.shellLimits,
        sessionSeed: spec.shellSeed ?? 0,
        risk: createBashRiskClassifier(syntax),
      }),
  };
}
