// The whole trace of one session file or share link, computed as `npm run replay` computes it (replay mode;
// an unanswered permission question ends the trace where it stands), for the commands that read a trace
// rather than print a replay: `npm run diff` and `npm run otel`.
import type { TraceEvent } from '../engine';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { runSpecOf, type SessionDocument } from '../session/session-document';
import { readReplayInput } from './replay-input';

export type SessionTrace =
  | { readonly ok: true; readonly events: readonly TraceEvent[]; readonly document: SessionDocument }
  | { readonly ok: false; readonly reason: string };

export async function sessionTraceOf(file: string): Promise<SessionTrace> {
  const input = await readReplayInput(file);
  if (!input.ok) return input;
  const created = await createInProcessRuntime(runSpecOf(input.document), {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
  });
  if (!created.ok) return created;
  try {
    const report = await created.runtime.runAll();
    const failed = report.runs.find((run) => run.failure !== undefined);
    if (failed?.failure !== undefined) return { ok: false, reason: `the runtime failed: ${failed.failure}` };
    const events = created.runtime.log.events;
    const { document } = input;
    if (input.step === null) return { ok: true, events, document };
    // A link stops at the step it was shared at, as in replay.
    const end = events.findIndex(
      (e) => e.type === 'step-end' && e.scope === undefined && e.step === input.step,
    );
    return { ok: true, events: end < 0 ? events : events.slice(0, end + 1), document };
  } finally {
    created.dispose();
  }
}
