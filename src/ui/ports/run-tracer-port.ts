// How the compare view gets the whole trace of a session it did not open: ui/app/compose plugs in a tracer
// that replays the document in a runtime worker of its own (the session on screen is untouched). Without
// one (a page that started no workers) comparing says it cannot.
import type { TraceEvent } from '../../engine';
import type { RunSpec } from '../../state/runtime-slice';
import type { PortSlot } from './port-slot';

export type RunTrace =
  | { readonly ok: true; readonly events: readonly TraceEvent[] }
  | { readonly ok: false; readonly reason: string };

/** The spec, not the document: the page's first load keeps no session-document code (the dialog is lazy). */
export type RunTracer = (spec: RunSpec) => Promise<RunTrace>;

/** Replays `spec` with the app's tracer (its services' `runTracer`, plugged in by compose), if it has one. */
export function traceRun(tracers: PortSlot<RunTracer>, spec: RunSpec): Promise<RunTrace> {
  const tracer = tracers.current();
  if (!tracer) return Promise.resolve({ ok: false, reason: 'no runtime worker was started' });
  return tracer(spec);
}
