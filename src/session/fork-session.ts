// Fork: from any step of a recorded session, continue with another provider (a live model, a person, an
// edited script). The fork keeps what led up to that step — the model exchanges, and the inputs anchored
// before it — and drops the old future. Loaded in `continue` mode, the runtime replays the kept exchanges
// (still checking for divergence) and then asks the new provider.
import type { TraceEvent } from '../engine/trace/trace-events';
import { anchorOf } from '../runtime/spec/recorded-input';
import type { ProviderSpec, RunSpec } from '../runtime/spec/run-spec';

export type ForkResult =
  { readonly ok: true; readonly spec: RunSpec } | { readonly ok: false; readonly reason: string };

/**
 * `step` is a main-agent step of the recorded trace: the fork re-runs steps before it as recorded, and
 * `provider` answers from that step's model request on.
 */
export function forkAtStep(
  spec: RunSpec,
  trace: readonly TraceEvent[],
  step: number,
  provider: ProviderSpec,
): ForkResult {
  const stepStart = trace.findIndex(
    (e) => e.type === 'step-start' && e.scope === undefined && e.step === step,
  );
  if (stepStart < 0) return { ok: false, reason: `The trace has no step ${step} to fork from.` };
  const before = trace.slice(0, stepStart);
  const keptExchanges = before.filter((e) => e.type === 'model-request').length;
  const keptCalls = new Set(before.flatMap((e) => (e.type === 'tool-start' ? [e.callId] : [])));
  const inputs = spec.inputs.filter((input) => {
    const at = anchorOf(input);
    if (at) return at.step < step || (at.step === step && at.phase === 'before-step');
    return 'callId' in input && keptCalls.has(input.callId);
  });
  const cassette = spec.cassette && {
    ...spec.cassette,
    entries: spec.cassette.entries.slice(0, keptExchanges),
  };
  return { ok: true, spec: { ...spec, provider, inputs, ...(cassette ? { cassette } : {}) } };
}
