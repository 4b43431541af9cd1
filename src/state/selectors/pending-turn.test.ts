// The turn being written, as the conversation shows it, read at every event of a lesson's real trace
// (scripted model, in-process runtime) that has a streamed tool-call turn and a final answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelResponseEvent, TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { eventsAsOf } from './as-of';
import { selectHistoryView } from './history-view';
import { selectPendingTurn } from './pending-turn';

let events: TraceEvent[];

beforeAll(async () => {
  const run = await runDocumentInProcess(lessonById('parallel-reads')!.document);
  if (!run.ok) throw new Error(run.reason);
  events = [...run.events];
});

const at = (seq: number) => eventsAsOf(events, seq);

describe('the turn the model is writing', () => {
  it('is there from each request until the turn is in the history, never both at once', () => {
    let pendingTurns = 0;
    for (const event of events) {
      const pending = selectPendingTurn(at(event.seq));
      if (event.type === 'model-request' && event.scope === undefined) {
        expect(pending).toMatchObject({ requestSeq: event.seq, response: { waitingForFirstToken: true } });
        pendingTurns += 1;
      }
      if (pending === null) continue;
      // What is pending is not yet in the conversation: no assistant message came after the request.
      const messages = selectHistoryView(at(event.seq)).messages;
      expect(messages.filter((m) => m.seq > pending.requestSeq && m.role === 'assistant')).toEqual([]);
    }
    expect(pendingTurns).toBe(events.filter((e) => e.type === 'model-request' && !e.scope).length);
    expect(selectPendingTurn(events)).toBeNull();
  });

  it('grows piece by piece with the deltas, and holds the assembled calls until their results join', () => {
    const response = events.find((e): e is ModelResponseEvent => e.type === 'model-response')!;
    const request = events.find((e) => e.type === 'model-request')!;
    const deltas = events.filter((e) => e.type === 'model-delta' && e.seq < response.seq);
    let previous = 0;
    for (const delta of deltas) {
      const turn = selectPendingTurn(at(delta.seq))!.response;
      const written = turn.text.length + turn.calls.reduce((n, c) => n + c.pieces.join('').length, 0);
      expect(written).toBeGreaterThanOrEqual(previous);
      expect(turn.done).toBe(false);
      previous = written;
    }
    expect(previous).toBeGreaterThan(0);
    // Between the response and the history-append the calls run: the turn stays, assembled.
    const append = events.find((e) => e.type === 'history-append' && e.seq > request.seq)!;
    const running = selectPendingTurn(at(append.seq - 1))!.response;
    expect(running.done).toBe(true);
    expect(running.calls.map((c) => [c.id, c.name, c.pieces.join('')])).toEqual(
      response.toolCalls.map((c) => [c.id, c.name, c.arguments]),
    );
    expect(selectPendingTurn(at(append.seq))).toBeNull();
  });

  it('a subagent’s own requests are not the main conversation’s turn', () => {
    const nested: TraceEvent[] = events.map((e) => ({ ...e, scope: 'task:call_1' }));
    expect(selectPendingTurn(nested)).toBeNull();
  });
});
