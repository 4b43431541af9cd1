// The trace hash proves a replay: SHA-256 (pure JS, so any origin works) over the canonical JSON of every
// event in order. It covers what the pipeline did, not how the response arrived, so it leaves out:
//   - `model-delta` events (how a response streamed in), `mcp-exchange` events (an MCP call's wire, whose
//     session ids differ each time a server is asked) and `mcp-progress` events (a call's progress as it
//     came, which a replay says from the record at another place; decision 0888),
//   - the provider's identity: the model name in `model-request`, and in `model-response` what went over the
//     wire (`wire`: the body as sent, the SSE events as received) and what had to be assumed to read the
//     answer (`assumptions`); so does a failed call's `model-error` leave out its wire,
//   - where a permission answer came from (a person live, the recording in replay, the CLI's --ask): the
//     answer itself is kept.
// Events are hashed one per line; a subagent's nested events are included (they carry their scope).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { TraceEvent } from '../engine/trace/trace-events';
import { eventsThroughPoint, pointOf } from '../engine/trace/trace-point';
import { canonicalJson } from '../common/canonical-json';

export function hashableEvent(event: TraceEvent): TraceEvent | undefined {
  if (event.type === 'model-delta' || event.type === 'mcp-exchange' || event.type === 'mcp-progress')
    return undefined;
  if (event.type === 'model-request') return { ...event, request: { ...event.request, model: '' } };
  if (event.type === 'permission-answer') return { ...event, source: 'user' };
  if (event.type === 'model-response') {
    const { wire: _wire, assumptions: _assumptions, ...rest } = event;
    return rest;
  }
  if (event.type === 'model-error') {
    const { wire: _wire, ...rest } = event;
    return rest;
  }
  return event;
}

export function traceHash(events: Iterable<TraceEvent>): string {
  const hasher = sha256.create();
  let seq = 0;
  for (const event of events) {
    const kept = hashableEvent(event);
    if (!kept) continue;
    // Renumber so that dropping deltas (whose count depends on how a response streamed) cannot shift seq.
    hasher.update(utf8ToBytes(`${canonicalJson({ ...kept, seq })}\n`));
    seq += 1;
  }
  return bytesToHex(hasher.digest());
}

/**
 * The trace hash of a point, the one every place shows (the Sessions dialog, the Share dialog, the embedded
 * player, `npm run replay`): `traceHash` of the events up to and including the `point`-th event that is not
 * a model-delta (engine/trace/trace-point.ts). At the live end it is the hash of the whole trace, so a
 * lesson's pinned hash is this at its end.
 */
export function traceHashAt(events: readonly TraceEvent[], point: number): string {
  return traceHash(eventsThroughPoint(events, point));
}

/** `traceHashAt` the cursor: the events up to and including the one shown (null: the live end). */
export function traceHashAtCursor(events: readonly TraceEvent[], cursorSeq: number | null): string {
  return traceHashAt(events, pointOf(events, cursorSeq));
}
