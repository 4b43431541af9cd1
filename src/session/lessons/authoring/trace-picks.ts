// What the editor offers to pick from, read off the live trace, so an author points at what the session did
// rather than typing names: the selectors that read something at each step (with what they read now), the
// steps and events a note can be anchored to, and the calls and tools a note can point at. Only the main
// agent's steps (a checkpoint's selector names one; a subagent is read through the Task call that started it).
import { taskScope } from '../../../engine/trace/agent-parent';
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { readTrace, type TraceReading } from '../trace-readings';

export interface SelectorOption {
  readonly selector: TraceReading;
  /** What the selector reads on these events. */
  readonly reading: string;
}

export interface EventOption {
  readonly seq: number;
  readonly type: TraceEvent['type'];
  readonly step: number;
}

export interface CallOption {
  readonly callId: string;
  readonly toolName: string;
  readonly step: number;
}

const NOT_REACHED = '(not reached)';

const mainEvents = (events: readonly TraceEvent[]) => events.filter((e) => e.scope === undefined);

/** The main-agent steps that have ended, in order. */
export function endedSteps(events: readonly TraceEvent[]): number[] {
  return mainEvents(events)
    .filter((e) => e.type === 'step-end')
    .map((e) => e.step);
}

/** Every selector that reads something on a step that has ended, in step order. */
export function selectorOptionsOf(events: readonly TraceEvent[]): SelectorOption[] {
  const options: SelectorOption[] = [];
  const main = mainEvents(events);
  // The scopes subagents ran in: a call that started one is read through it, whatever the tool is named.
  const subagentScopes = new Set(events.flatMap((e) => (e.scope === undefined ? [] : [e.scope])));
  for (const step of endedSteps(events)) {
    const at = main.filter((e) => e.step === step);
    const candidates: TraceReading[] = [];
    for (const event of at) {
      // Only these events hold something a selector reads; every other kind offers nothing.
      if (event.type === 'schema-build') {
        candidates.push({ kind: 'schema-tools', step });
        for (const tool of event.tools) {
          const toolName = tool.function.name;
          candidates.push(
            { kind: 'tool-parameters', step, toolName },
            { kind: 'required-parameters', step, toolName },
          );
          const properties = (tool.function.parameters as { properties?: Record<string, unknown> })
            .properties;
          for (const parameter of Object.keys(properties ?? {}))
            candidates.push({ kind: 'parameter-type', step, toolName, parameter });
        }
      } else if (event.type === 'plan-build') {
        candidates.push({ kind: 'batch-partition', step }, { kind: 'budget-cuts', step });
      } else if (event.type === 'tool-end') {
        if (event.index === 0) candidates.push({ kind: 'step-outcomes', step });
        candidates.push(
          { kind: 'call-outcome', step, callIndex: event.index },
          { kind: 'has-error-field', step, callIndex: event.index },
          { kind: 'permission-verdict', step, callIndex: event.index },
          { kind: 'classifier-verdicts', step, callIndex: event.index },
          { kind: 'lock-verdict', step, callIndex: event.index },
        );
        // A call's subagent: what it did is read through the call that started it.
        if (subagentScopes.has(taskScope(event.callId))) {
          candidates.push(
            { kind: 'subagent-steps', step, callIndex: event.index },
            { kind: 'subagent-calls', step, callIndex: event.index },
          );
        }
      } else if (event.type === 'breaker-transition') {
        candidates.push({ kind: 'breaker-transitions', step, toolName: event.toolName });
      }
    }
    const seen = new Set<string>();
    for (const selector of candidates) {
      const key = JSON.stringify(selector);
      if (seen.has(key)) continue;
      seen.add(key);
      const reading = readTrace(selector, events);
      if (reading !== NOT_REACHED) options.push({ selector, reading });
    }
  }
  return options;
}

/** The events a note can wait for (streamed deltas are not trace rows a learner numbers). */
export function eventOptionsOf(events: readonly TraceEvent[]): EventOption[] {
  return mainEvents(events)
    .filter((e) => e.type !== 'model-delta')
    .map((e) => ({ seq: e.seq, type: e.type, step: e.step }));
}

/** The calls the main agent made, in order: a note can point at one, or at its inspector row `call:<id>`. */
export function callOptionsOf(events: readonly TraceEvent[]): CallOption[] {
  return mainEvents(events).flatMap((e) =>
    e.type === 'tool-start' ? [{ callId: e.callId, toolName: e.toolName, step: e.step }] : [],
  );
}

/** The tools any step's schema offered, in first-seen order: an inspector row `tool:<name>`. */
export function toolNamesOf(events: readonly TraceEvent[]): string[] {
  const names = new Set<string>();
  for (const e of mainEvents(events))
    if (e.type === 'schema-build') for (const tool of e.tools) names.add(tool.function.name);
  return [...names];
}
