// What leaves the device — a session file, a share or embed link, a written lesson's link, an exported trace
// or OTLP file — passes the device's scrubber once more on its way out. The runtime already keeps known
// secrets out of what it records (docs/security.md); this catches what it could not have known: a trace file
// opened from disk, or a document recorded before its key was entered here.
import type { TraceEvent } from '../engine';
import type { SessionDocument } from '../session/session-document';
import { deviceScrubber, type SecretHolders } from './device-secrets';
import type { TraceSlice } from './trace-slice';

export function outboundDocument(state: SecretHolders, document: SessionDocument): SessionDocument {
  return deviceScrubber(state).value(document);
}

/** The trace as Export and "Export OTLP JSON" write it. */
export function outboundTrace(state: SecretHolders & Pick<TraceSlice, 'events'>): readonly TraceEvent[] {
  return deviceScrubber(state).value(state.events);
}
