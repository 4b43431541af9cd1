// Two runs' traces side by side: events paired by what they are about — the agent (scope), the step, the call,
// the event type and how many such events came before — rather than by position, so one extra call or an
// extra step shifts nothing after it. A call is known by what it is, not by its id (pair-calls.ts): a live
// endpoint's fresh ids are written as their pair's token before anything is keyed or compared. Both sides are
// compared in the trace hash's projection (hashableEvent): streaming deltas and the provider's identity are
// not differences, and neither is the sequence number.
// A pure function over two event lists; the CLI's `npm run diff` and the page's compare view share it.
import { canonicalJson } from '../../common/canonical-json';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { envelopeOf } from '../../engine/trace/trace-envelope';
import { hashableEvent } from '../trace-hash';
import { pairCalls, type CallPairing } from './pair-calls';

export interface AlignedRow {
  /** The pairing key: `scope|step|callId (or a path)|type#n`. */
  readonly key: string;
  readonly step: number;
  readonly left: TraceEvent | null;
  readonly right: TraceEvent | null;
  /** Both sides present and equal in the hash's projection, call ids written as their pair's token. */
  readonly same: boolean;
  /** What was compared of each side (canonical JSON, ids as tokens; null: the side has no event here). */
  readonly compared: { readonly left: string | null; readonly right: string | null };
}

export interface AlignedTraces {
  readonly rows: AlignedRow[];
  readonly calls: CallPairing;
}

/** What of an event counts when two runs are compared: the hash's projection without `seq`. */
export function comparableEvent(event: TraceEvent): Record<string, unknown> | undefined {
  const kept = hashableEvent(event);
  if (!kept) return undefined;
  const { seq: _seq, ...rest } = kept;
  return rest;
}

function keyed(
  events: readonly TraceEvent[],
  rewrite: (text: string) => string,
): { key: string; event: TraceEvent; text: string }[] {
  const counts = new Map<string, number>();
  const out: { key: string; event: TraceEvent; text: string }[] = [];
  for (const event of events) {
    const comparable = comparableEvent(event);
    if (!comparable) continue;
    const base = rewrite(`${event.scope ?? ''}|${event.step}|${pairingSubject(event)}|${event.type}`);
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    out.push({ key: `${base}#${n}`, event, text: rewrite(canonicalJson(comparable)) });
  }
  return out;
}

/** A call's events pair by call id; a file change with no call (an edit by the learner) by its path. */
function pairingSubject(event: TraceEvent): string {
  const { callId } = envelopeOf(event);
  if (callId !== null) return callId;
  return event.type === 'file-change' ? event.path : '';
}

export function alignTraces(left: readonly TraceEvent[], right: readonly TraceEvent[]): AlignedTraces {
  const calls = pairCalls(left, right);
  const a = keyed(left, (text) => calls.rewrite('left', text));
  const b = keyed(right, (text) => calls.rewrite('right', text));
  const rightIndex = new Map(b.map((item, index) => [item.key, index]));
  const leftKeys = new Set(a.map((item) => item.key));
  const usedRight = new Set<number>();
  const rows: AlignedRow[] = [];
  const pair = (i: number, j: number) => {
    const l = a[i]!;
    const r = b[j]!;
    usedRight.add(j);
    rows.push({
      key: l.key,
      step: l.event.step,
      left: l.event,
      right: r.event,
      same: l.text === r.text,
      compared: { left: l.text, right: r.text },
    });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j < b.length && usedRight.has(j)) {
      j += 1; // paired already, with a left event that came earlier
      continue;
    }
    const l = a[i];
    if (l && !rightIndex.has(l.key)) {
      const compared = { left: l.text, right: null };
      rows.push({ key: l.key, step: l.event.step, left: l.event, right: null, same: false, compared });
      i += 1;
      continue;
    }
    // A right-only event goes in where it happened on its own side.
    const r = b[j];
    if (r && !leftKeys.has(r.key)) {
      const compared = { left: null, right: r.text };
      rows.push({ key: r.key, step: r.event.step, left: null, right: r.event, same: false, compared });
      j += 1;
      continue;
    }
    if (!l) {
      j += 1;
      continue;
    }
    // In order (the partner is at j) or crossed (the runs did the same things in another order).
    pair(i, rightIndex.get(l.key)!);
    i += 1;
  }
  return { rows, calls };
}
