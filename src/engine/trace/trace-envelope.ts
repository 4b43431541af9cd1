// The envelope every event is read through by a reader that needs only where it is and what it is about: its
// position, step and agent (TraceEventBase), and the call and tool it concerns. The trace filter, the run
// comparison's pairing and subjects, the pipeline view's selected call and the CLI's `--until` line read this,
// never a type's own fields, so they treat every event type alike, a new one included.
import type { TraceEvent } from './trace-events';

export interface TraceEnvelope {
  readonly seq: number;
  readonly step: number;
  /** Null for the main agent; e.g. `task:call_3` for a subagent's events. */
  readonly scope: string | null;
  /** The call the event concerns, when it concerns one. */
  readonly callId: string | null;
  /** The tool the event concerns, when it concerns one. */
  readonly toolName: string | null;
}

export function envelopeOf(event: TraceEvent): TraceEnvelope {
  // A permission question carries its call inside the request it shows a person.
  const about = event.type === 'permission-ask' ? event.request : event;
  return {
    seq: event.seq,
    step: event.step,
    scope: event.scope ?? null,
    callId: 'callId' in about && typeof about.callId === 'string' ? about.callId : null,
    toolName: 'toolName' in about && typeof about.toolName === 'string' ? about.toolName : null,
  };
}
