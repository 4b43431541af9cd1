import { describe, expect, it } from 'vitest';
import { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
import { runScenario } from '../../runtime/scenarios/scenario-kit';
import { taskSpec } from '../../runtime/testing/task-spec';
import { hostileTraces } from './testing/hostile-traces';
import { realTraces } from './testing/real-traces';
import { parseTraceJsonLines, TraceLineReader } from './trace-line-reader';
import { streamTraceFile } from './stream-trace-file';

const traces = await realTraces();
const corpus = hostileTraces(traces);

describe('reading a trace file', () => {
  it('accepts every real trace, whole and in any chunking', () => {
    const types = new Set(traces.flat().map((e) => e.type));
    expect([...TRACE_EVENT_TYPES].filter((t) => !types.has(t))).toEqual([]); // the corpus covers them all
    for (const trace of traces) {
      const text = trace.map((e) => JSON.stringify(e)).join('\n');
      expect(parseTraceJsonLines(text)).toEqual({ ok: true, events: trace });
      const reader = new TraceLineReader();
      const read = [];
      for (let i = 0; i < text.length; i += 977) read.push(...reader.push(text.slice(i, i + 977)).events);
      read.push(...reader.end().events);
      expect(read).toEqual(trace);
    }
  });

  it('names the line, the event and the field of what it refuses', () => {
    const named = (name: string) => parseTraceJsonLines(corpus.find((f) => f.name === name)!.text);
    expect(named('tool-end: result.stats.timeMs a string')).toMatchObject({
      ok: false,
      problem: {
        kind: 'field',
        eventType: 'tool-end',
        field: 'result.stats.timeMs',
        expected: { kind: 'amount' },
      },
    });
    expect(named('history-append: messages.0.role deleted')).toMatchObject({
      problem: { kind: 'field', field: 'messages[0].role', expected: null },
    });
    expect(named('gate-check (breaker): state a string')).toMatchObject({
      problem: {
        kind: 'field',
        field: 'state',
        expected: { kind: 'one-of', values: ['CLOSED', 'OPEN', 'HALF_OPEN'] },
      },
    });
    expect(named('wire body nested 10,000 deep')).toMatchObject({
      problem: { kind: 'field', field: 'wire.request.body', expected: { kind: 'shallower' } },
    });
    expect(named('step-start: timeMs Infinity (1e400)')).toMatchObject({ problem: { field: 'timeMs' } });
    expect(named('an unknown event type')).toEqual({
      ok: false,
      problem: { kind: 'unknown-type', line: 3, type: '"tool-explode"' },
    });
    expect(named('a cut last line')).toMatchObject({ problem: { kind: 'not-json' } });
    expect(named('a byte-order mark and CRLF lines')).toMatchObject({ ok: true });
    for (const file of corpus) {
      const parsed = parseTraceJsonLines(file.text);
      if (!parsed.ok && file.line !== null && 'line' in parsed.problem)
        expect(parsed.problem.line, file.name).toBe(file.line);
    }
  });

  it('streams a file in batches, in order, and stops at the first bad line', async () => {
    const trace = traces.flat().map((event, seq) => ({ ...event, seq })); // about 1 MB
    const text = trace.map((e) => JSON.stringify(e)).join('\n');
    const batches: number[] = [];
    const events: unknown[] = [];
    const outcome = await streamTraceFile(
      new Blob([text]),
      async (batch) => {
        batches.push(batch.length);
        events.push(...batch);
        await new Promise((resolve) => setTimeout(resolve, 1)); // a page that takes its time
      },
      5_000,
    );
    expect(outcome).toEqual({ ok: true, events: trace.length });
    expect(batches.length).toBeGreaterThan(3);
    expect(events).toEqual(trace);
    const broken = `${text.slice(0, text.length / 2)}\n{oops\n${text}`;
    expect(await streamTraceFile(new Blob([broken]), () => undefined, 5_000)).toMatchObject({
      ok: false,
      problem: { kind: 'not-json' },
    });
  });
});

describe('reading a trace with a Task subagent (decision 0408)', () => {
  const lines = (events: readonly object[]) => events.map((e) => JSON.stringify(e)).join('\n');

  it('reads its span’s parent, and a trace recorded before spans without one', async () => {
    const { events } = await runScenario(taskSpec());
    expect(events.some((e) => e.type === 'run-start' && e.parent !== undefined)).toBe(true);
    expect(parseTraceJsonLines(lines(events))).toEqual({ ok: true, events });
    const old = events.map((e) => {
      if (e.type !== 'run-start') return e;
      const { parent: _parent, ...rest } = e;
      return rest;
    });
    expect(parseTraceJsonLines(lines(old))).toMatchObject({ ok: true });
  });

  it('names the field of a parent that is not one', async () => {
    const { events } = await runScenario(taskSpec());
    const bad = events.map((e) =>
      e.type === 'run-start' && e.parent ? { ...e, parent: { ...e.parent, callId: 7 } } : e,
    );
    expect(parseTraceJsonLines(lines(bad))).toMatchObject({
      ok: false,
      problem: { kind: 'field', eventType: 'run-start', field: 'parent.callId' },
    });
  });
});
