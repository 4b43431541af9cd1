// Runs a session document to its end (or to a step) in Node, exactly as `npm run replay` does: the same
// in-process runtime, replay mode, no one to answer permission questions. Tests, the pin script and the
// benchmark use it; the page runs lessons in its runtime worker instead.
import type { PermissionAnswer } from '../../engine';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import { runSpecOf, type SessionDocument } from '../session-document';
import { traceHash } from '../trace-hash';

export type LessonRun =
  | { readonly ok: true; readonly events: readonly TraceEvent[]; readonly traceHash: string }
  | { readonly ok: false; readonly reason: string };

/** `answer`: what a question the recording does not answer gets (default: none, the run stops there). */
export async function runDocumentInProcess(
  document: SessionDocument,
  answer?: PermissionAnswer,
): Promise<LessonRun> {
  const created = await createInProcessRuntime(runSpecOf(document), {
    mode: 'replay',
    askPolicy: answer ? { kind: 'fixed', answer } : { kind: 'fail' },
  });
  if (!created.ok) return created;
  const report = await created.runtime.runAll();
  if (report.unanswered) {
    return { ok: false, reason: `unanswered permission question for ${report.unanswered.callId}` };
  }
  const events = created.runtime.log.events;
  return { ok: true, events, traceHash: traceHash(events) };
}
