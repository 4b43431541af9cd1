import { describe, expect, it } from 'vitest';
import { runScenario } from '../runtime/scenarios/scenario-kit';
import { taskSpec } from '../runtime/testing/task-spec';
import { buildSampleTrace } from './fixtures/sample-trace';
import { createAppStore } from './store';
import { parseTraceJsonLines } from '../session/trace-file/trace-line-reader';
import { traceToJsonLines } from './trace-lines';

const trace = buildSampleTrace();

describe('trace JSON lines', () => {
  it('round-trips a trace', () => {
    const parsed = parseTraceJsonLines(traceToJsonLines(trace));
    expect(parsed).toEqual({ ok: true, events: trace });
  });

  it('returns the failing line for bad JSON, unknown types and gaps in seq', () => {
    expect(parseTraceJsonLines('{"type":"run-start"')).toEqual({
      ok: false,
      problem: { kind: 'not-json', line: 1 },
    });
    const lines = traceToJsonLines(trace).split('\n');
    expect(parseTraceJsonLines([lines[0], lines[2]].join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'seq', line: 2, expected: 1, found: '2' },
    });
    expect(parseTraceJsonLines('{"type":"nope","seq":0,"step":0,"timeMs":0}')).toEqual({
      ok: false,
      problem: { kind: 'unknown-type', line: 1, type: '"nope"' },
    });
    expect(parseTraceJsonLines('\n\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});

describe('trace slice', () => {
  it('moves the cursor by events and by steps, clamped to the log', () => {
    const store = createAppStore('en');
    store.getState().loadTrace(trace, { kind: 'file', name: 'sample.jsonl' });
    const state = () => store.getState();
    state().moveCursorByEvents(1);
    expect(state().cursorSeq).toBe(trace.length - 1);
    state().selectEvent(0);
    // By step ends, where the guide names the step (next-step-and-guide.test.ts covers every lesson).
    state().moveCursorBySteps(1);
    expect(trace[state().cursorSeq!]).toMatchObject({ type: 'step-end', step: 1 });
    state().moveCursorBySteps(1);
    expect(trace[state().cursorSeq!]).toMatchObject({ type: 'step-end', step: 2 });
    state().moveCursorBySteps(-1);
    expect(trace[state().cursorSeq!]).toMatchObject({ type: 'step-end', step: 1 });
    state().moveCursorByEvents(-1000);
    expect(state().cursorSeq).toBe(0);
    state().selectEvent(null);
    expect(state().cursorSeq).toBeNull();
  });

  it('moves by the main agent’s steps, past a Task subagent’s steps inside one', async () => {
    const { events } = await runScenario(taskSpec());
    const store = createAppStore('en');
    store.getState().loadTrace(events, { kind: 'file', name: 'task.jsonl' });
    const state = () => store.getState();
    state().selectEvent(0);
    const visited = [1, 2, 3].map(() => {
      state().moveCursorBySteps(1);
      const at = events[state().cursorSeq!]!;
      return `${at.scope ?? 'main'} ${at.type} ${at.step}`;
    });
    expect(visited).toEqual(['main step-end 1', 'main step-end 2', 'main step-end 3']);
  });

  it('appends streamed events in order', () => {
    const store = createAppStore('en');
    store.getState().appendEvents(trace.slice(0, 3));
    store.getState().appendEvents(trace.slice(3, 5));
    expect(store.getState().events).toEqual(trace.slice(0, 5));
  });
});
