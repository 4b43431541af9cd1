// The model side of the pipeline view as the response streams in: a lesson's real trace (scripted model,
// in-process runtime), read at every delta of its first response.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelResponseEvent, TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { eventsAsOf } from './as-of';
import { selectPipelineView, type PipelineView } from './pipeline-view';

let events: TraceEvent[];
let request: number;
let response: ModelResponseEvent;
let deltas: TraceEvent[];

beforeAll(async () => {
  const run = await runDocumentInProcess(lessonById('parallel-reads')!.document);
  if (!run.ok) throw new Error(run.reason);
  events = [...run.events];
  request = events.find((e) => e.type === 'model-request')!.seq;
  response = events.find((e): e is ModelResponseEvent => e.type === 'model-response')!;
  deltas = events.filter((e) => e.type === 'model-delta' && e.seq < response.seq);
});

const viewAt = (seq: number): PipelineView => selectPipelineView(eventsAsOf(events, seq))!;
const argumentsSoFar = (view: PipelineView, index: number) => view.response!.calls[index]!.pieces.join('');

describe('the response streaming in', () => {
  it('waits for the first token once the request is out', () => {
    const view = viewAt(request);
    expect(view.response).toMatchObject({ waitingForFirstToken: true, done: false, deltas: 0, text: '' });
    expect(view.request).toMatchObject({ messages: 2, tools: 3 });
    expect(view.turn).toBeNull();
  });

  it('grows the text and each call’s arguments one token at a time, and counts them', () => {
    const content = response.content!;
    const calls = response.toolCalls;
    expect(deltas.length).toBeGreaterThan(40); // token-sized: far more than one per call
    let previousLength = -1;
    deltas.forEach((delta, i) => {
      const view = viewAt(delta.seq);
      const stream = view.response!;
      expect(stream).toMatchObject({ done: false, waitingForFirstToken: false, deltas: i + 1 });
      expect(content.startsWith(stream.text)).toBe(true);
      stream.calls.forEach((call, index) => {
        expect(call.name).toBe(calls[index]!.name);
        expect(calls[index]!.arguments.startsWith(call.pieces.join(''))).toBe(true);
      });
      const length =
        stream.text.length +
        stream.calls.reduce((n, c) => n + (c.name ?? '').length + c.pieces.join('').length, 0);
      expect(length).toBeGreaterThan(previousLength);
      previousLength = length;
    });
  });

  it('mid-response the text is partial, and so are a call’s arguments and its token', () => {
    const textDeltas = deltas.filter((e) => e.type === 'model-delta' && e.delta.kind === 'text');
    const midText = viewAt(textDeltas[2]!.seq).response!;
    expect(midText.text.length).toBeGreaterThan(0);
    expect(midText.text.length).toBeLessThan(response.content!.length);
    expect(midText.calls).toEqual([]);

    const argumentDeltas = deltas.filter(
      (e) =>
        e.type === 'model-delta' &&
        e.delta.kind === 'tool-call' &&
        e.delta.index === 0 &&
        e.delta.argumentsFragment,
    );
    const midCall = viewAt(argumentDeltas[3]!.seq);
    const partial = argumentsSoFar(midCall, 0);
    expect(partial.length).toBeLessThan(response.toolCalls[0]!.arguments.length);
    expect(midCall.response!.text).toBe(response.content);
    expect(midCall.turn!.tokens).toHaveLength(1);
    expect(midCall.turn!.tokens[0]).toMatchObject({ toolName: 'Read', stage: 'response' });
    expect(midCall.turn!.tokens[0]!.argument).toBe(partial);
    expect(midCall.activeStage).toBe('response');
  });

  it('once assembled: the whole answer, every token counted, the same pieces', () => {
    const view = viewAt(response.seq);
    expect(view.response).toMatchObject({ done: true, text: response.content, deltas: deltas.length });
    expect(view.response!.textPieces.join('')).toBe(response.content);
    expect(view.response!.calls.map((c) => c.pieces.join(''))).toEqual(
      response.toolCalls.map((c) => c.arguments),
    );
  });

  it('travelling back to a delta draws exactly what it drew then', () => {
    const mid = deltas[Math.floor(deltas.length / 2)]!.seq;
    expect(selectPipelineView(eventsAsOf(events, mid))).toEqual(viewAt(mid));
    const later = selectPipelineView(eventsAsOf(events, events.length - 1));
    expect(later!.step).toBeGreaterThan(1);
    expect(viewAt(mid).response!.deltas).toBeLessThan(deltas.length);
  });

  it('a trace without deltas (stripped) shows the assembled response as one piece', () => {
    const stripped = events.filter((e) => e.type !== 'model-delta').map((e, seq) => ({ ...e, seq }));
    const at = stripped.findIndex((e) => e.type === 'model-response');
    const view = selectPipelineView(stripped.slice(0, at + 1))!;
    expect(view.response).toMatchObject({ done: true, deltas: 0, textPieces: [response.content] });
    expect(view.response!.calls.map((c) => c.pieces)).toEqual(response.toolCalls.map((c) => [c.arguments]));
  });
});
