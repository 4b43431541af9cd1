// How an edit to the session becomes a new run. The runtime takes a whole spec, so every edit is a reload:
// - a new provider forks at the step being viewed (forkAtStep keeps the exchanges before it, `continue` mode
//   replays them, then the new provider answers) — or starts afresh when nothing has run yet;
// - a new tool set starts from the beginning: every recorded request carries the old `tools`, so replaying
//   them would diverge at once (the fork-from-start the brief allows);
// - an edited script forks at the step where the first edited turn was asked.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { forkAtStep } from '../../session/fork-session';
import type { RunSpec } from '../../runtime/spec/run-spec';
import {
  isEndpoint,
  type ProviderMode,
  type ProviderSpec,
  type ScriptedTurn,
  type ToolSetSpec,
} from './port-types';

export type ReloadPlan =
  | {
      readonly ok: true;
      readonly spec: RunSpec;
      readonly mode: ProviderMode;
      readonly forkStep: number | null;
    }
  | { readonly ok: false; readonly reason: string };

/** The spec with no recorded exchanges: the provider answers from the first request. */
function fromStart(spec: RunSpec): RunSpec {
  const { cassette: _dropped, ...rest } = spec;
  return rest;
}

/** The main agent's step being viewed (the last step-start at or before the cursor), or null before any. */
export function stepAtCursor(events: readonly TraceEvent[], cursorSeq: number | null): number | null {
  const end = cursorSeq ?? events.length - 1;
  for (let i = Math.min(end, events.length - 1); i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'step-start' && event.scope === undefined) return event.step;
  }
  return null;
}

/** The main step during which the model was asked for turn `turnIndex` (0-based, subagent turns counted). */
export function mainStepOfTurn(events: readonly TraceEvent[], turnIndex: number): number | null {
  let mainStep: number | null = null;
  let turns = 0;
  for (const event of events) {
    if (event.type === 'step-start' && event.scope === undefined) mainStep = event.step;
    if (event.type === 'model-request') {
      if (turns === turnIndex) return mainStep;
      turns += 1;
    }
  }
  return null;
}

function forkOrRestart(spec: RunSpec, events: readonly TraceEvent[], step: number | null): ReloadPlan {
  if (step === null || step < 1) return { ok: true, spec: fromStart(spec), mode: 'live', forkStep: null };
  const fork = forkAtStep(spec, events, step, spec.provider);
  return fork.ok ? { ok: true, spec: fork.spec, mode: 'continue', forkStep: step } : fork;
}

export function planProviderChange(
  spec: RunSpec,
  events: readonly TraceEvent[],
  cursorSeq: number | null,
  provider: ProviderSpec | 'replay',
): ReloadPlan {
  if (provider === 'replay') {
    if (!spec.cassette || spec.cassette.entries.length === 0)
      return { ok: false, reason: 'This session has no recorded responses to replay yet.' };
    return { ok: true, spec, mode: 'replay', forkStep: null };
  }
  return forkOrRestart({ ...spec, provider }, events, stepAtCursor(events, cursorSeq));
}

/**
 * How a document opens (a link, a file, a library entry): its recorded responses when it has some, otherwise
 * its own provider. It never opens with a key: an endpoint's session without recordings gets a provider
 * that sends nothing and says a key is needed, until the person enters one and presses Apply.
 *
 * Past the recording, what answered the model before goes on (`continue`): a person stays the model and a
 * script goes on with its script, so a session reopened mid-way steps on as if it had never closed (replay
 * alone ended it there: "Request 2 was never recorded: the cassette holds 1"). An endpoint's session stays on
 * its recording (`replay`): going on would mean asking the endpoint, which takes the person's key and Apply.
 */
export function openingMode(spec: RunSpec): ProviderMode {
  const recorded = (spec.cassette?.entries.length ?? 0) > 0;
  if (isEndpoint(spec.provider)) return recorded ? 'replay' : 'live';
  return recorded ? 'continue' : 'replay';
}

export function planToolSetChange(spec: RunSpec, tools: ToolSetSpec): ReloadPlan {
  return { ok: true, spec: fromStart({ ...spec, tools }), mode: 'live', forkStep: null };
}

export function planScriptChange(
  spec: RunSpec,
  events: readonly TraceEvent[],
  script: readonly ScriptedTurn[],
  firstEditedTurn: number,
): ReloadPlan {
  if (spec.provider.kind !== 'scripted')
    return { ok: false, reason: 'Only a scripted session has a script.' };
  const edited: RunSpec = { ...spec, provider: { ...spec.provider, script } };
  return forkOrRestart(edited, events, mainStepOfTurn(events, firstEditedTurn));
}
