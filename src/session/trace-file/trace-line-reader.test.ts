import { describe, expect, it } from 'vitest';
import { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
import { runScenario } from '../../runtime/scenarios/scenario-kit';
import { taskSpec } from '../../runtime/testing/task-spec';
import { hostileTraces } from './testing/hostile-traces';
import { realTraces } from './testing/real-traces';
import { parseTraceJsonLines, TraceLineReader } from './trace-line-reader';
import { BATCH_CHARS, streamTraceFile } from './stream-trace-file';

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

/** A file whose stream hands its bytes over `size` at a time (a Blob's own stream may take them all at once). */
function inChunks(bytes: Uint8Array<ArrayBuffer>, size: number): Blob {
  const stream = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
        controller.close();
      },
    });
  return Object.assign(new Blob([bytes]), { stream });
}

describe('the batches the page takes', () => {
  it('hold at most a batch of source, past it only by the line that crosses its end', async () => {
    // Lines of events up to 2,000 characters: one line longer than a batch is a batch of its own.
    const small = traces.flat().filter((event) => JSON.stringify(event).length < 1_900);
    const trace = small.map((event, seq) => ({ ...event, seq }));
    const lines = trace.map((e) => JSON.stringify(e));
    const longestLine = Math.max(...lines.map((line) => line.length + 1));
    // However the file's stream cuts its chunks: smaller than a batch, or about one and a half.
    for (const [chunkBytes, batchChars] of [
      [15_000, 20_000],
      [7_000, 5_000],
    ] as const) {
      const sources: number[] = [];
      const outcome = await streamTraceFile(
        inChunks(new TextEncoder().encode(lines.join('\n')), chunkBytes),
        (batch) => void sources.push(batch.reduce((sum, e) => sum + JSON.stringify(e).length + 1, 0)),
        batchChars,
      );
      expect(outcome).toEqual({ ok: true, events: trace.length });
      expect(longestLine).toBeLessThan(2_000);
      expect(Math.max(...sources)).toBeLessThanOrEqual(batchChars + longestLine);
    }
  });

  it('are small enough by default for the page to take each in a few milliseconds', () => {
    // Each 500,000-character batch cost the page 17–27 ms to read and as much again in garbage collection
    // (issue 37); a tenth of that stays far under the 50 ms of a long task.
    expect(BATCH_CHARS).toBeLessThanOrEqual(100_000);
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
