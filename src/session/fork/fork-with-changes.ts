// The replay engine of a fork under other settings, tools or permission rules (issue 38, decision 0710):
// from a recorded session and its trace, the spec of a re-run from step N. It keeps every recorded answer and
// every recorded input; the settings change lands at step N as a `settings-change` input (so the steps before
// it are the recording itself), a new tool set holds from the start (the registry is built once a run), and
// the spec's `fork` record makes the runtime replay the answers by fit: each is served while the model would
// have been asked the same conversation and its calls are still offered, and the first that no longer fits
// ends the run at its step, named (llm/cassette/answer-fit.ts). Pure: the page, the CLI and tests call it alike.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { ForkOrigin } from '../../runtime/spec/fork-origin';
import type { RecordedInput } from '../../runtime/spec/recorded-input';
import type { PartialRunSettings } from '../../runtime/spec/run-settings';
import type { RunSpec } from '../../runtime/spec/run-spec';
import type { ToolSetSpec } from '../../runtime/spec/user-tool-spec';
import { traceHash } from '../trace-hash';
import { isNoToolChange, toolSetChange } from './tool-set-change';

/** What the fork changes; at least one of them. */
export interface ForkChanges {
  readonly settings?: PartialRunSettings;
  readonly tools?: ToolSetSpec;
}

/** The session forked from, as the fork's record names it. */
export interface ForkSource {
  readonly title: string;
  readonly entry?: string;
}

export type ForkRefusal = 'no-step' | 'no-change' | 'no-recording';

export type ForkPlan =
  | { readonly ok: true; readonly spec: RunSpec }
  | { readonly ok: false; readonly refusal: ForkRefusal; readonly reason: string };

export function forkWithChanges(
  spec: RunSpec,
  trace: readonly TraceEvent[],
  step: number,
  changes: ForkChanges,
  source: ForkSource,
): ForkPlan {
  const hasStep = trace.some((e) => e.type === 'step-start' && e.scope === undefined && e.step === step);
  if (!hasStep) return refused('no-step', `The trace has no step ${step} to fork from.`);
  if ((spec.cassette?.entries.length ?? 0) === 0)
    return refused('no-recording', 'The session has no recorded answers to replay.');
  const settings = changes.settings && Object.keys(changes.settings).length > 0 ? changes.settings : null;
  const tools = changes.tools ? toolSetChange(spec.tools, changes.tools) : null;
  const toolsChanged = tools !== null && !isNoToolChange(tools);
  if (settings === null && !toolsChanged)
    return refused('no-change', 'The fork changes nothing: change a setting, a rule or the tools first.');
  const fork: ForkOrigin = {
    source: {
      title: source.title,
      traceHash: traceHash(trace),
      ...(source.entry === undefined ? {} : { entry: source.entry }),
    },
    step,
    ...(settings === null ? {} : { settings }),
    ...(toolsChanged ? { tools } : {}),
  };
  // Last among the inputs of its anchor, so it wins over a change the source made at the same point.
  const atStep: RecordedInput[] =
    settings === null ? [] : [{ type: 'settings-change', at: { step, phase: 'before-step' }, settings }];
  return {
    ok: true,
    spec: {
      ...spec,
      ...(toolsChanged && changes.tools ? { tools: changes.tools } : {}),
      inputs: [...spec.inputs, ...atStep],
      fork,
    },
  };
}

function refused(refusal: ForkRefusal, reason: string): ForkPlan {
  return { ok: false, refusal, reason };
}
