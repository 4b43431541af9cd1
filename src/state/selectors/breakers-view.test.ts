// The Breakers tab's failure count, stepped through lesson 7's real run: three injected Read timeouts open the
// breaker; the half-open probe in the second turn succeeds and closes it.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { selectBreakersView } from './breakers-view';

async function lessonSevenEvents(): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(lessonById('circuit-breaker')!.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

/** The Read row as of each event the predicate picks. */
function readFailuresAt(events: readonly TraceEvent[], pick: (e: TraceEvent) => boolean): number[] {
  return events.flatMap((e, i) =>
    pick(e)
      ? [
          selectBreakersView(events.slice(0, i + 1)).rows.find((r) => r.toolName === 'Read')!
            .consecutiveFailures,
        ]
      : [],
  );
}

describe('the Breakers tab counts a failure when its call ends', () => {
  it('counts each injected fault at its own tool-end, not at the next gate check', async () => {
    const events = await lessonSevenEvents();
    const readEnd = (e: TraceEvent) =>
      e.type === 'tool-end' && e.toolName === 'Read' && e.scope === undefined;
    // The gate checks read 0 before each of the three calls: counting from them showed 0, 0, then 3.
    expect(readFailuresAt(events, readEnd)).toEqual([1, 2, 3, 0]);
  });

  it('keeps the count the transition reports, and clears it when the probe succeeds', async () => {
    const events = await lessonSevenEvents();
    const transition = (e: TraceEvent) => e.type === 'breaker-transition' && e.toolName === 'Read';
    expect(readFailuresAt(events, transition)).toEqual([3, 3, 0]);
    const end = selectBreakersView(events).rows.find((r) => r.toolName === 'Read')!;
    expect(end).toMatchObject({ state: 'CLOSED', consecutiveFailures: 0, faultsArmed: 0 });
  });

  it('leaves a model mistake uncounted under the tool-faults policy, and counts it under all-errors', () => {
    const events = notFoundRead();
    expect(selectBreakersView(events).rows[0]!.consecutiveFailures).toBe(0);
    const allErrors: TraceEvent = {
      ...events[0]!,
      type: 'settings-change',
      change: { engine: { breaker: { countPolicy: 'all-errors' } } },
      settings: { engine: { breaker: { countPolicy: 'all-errors' } } },
    } as TraceEvent;
    expect(selectBreakersView([allErrors, ...events]).rows[0]!.consecutiveFailures).toBe(1);
  });
});

/** A Read the breaker admitted that ended NOT_FOUND (the model asked for a file that is not there). */
function notFoundRead(): TraceEvent[] {
  const base = { step: 1, timeMs: 0, spanId: 's1', callId: 'c1', toolName: 'Read' } as const;
  return [
    {
      ...base,
      seq: 0,
      type: 'gate-check',
      gate: 'breaker',
      rule: 'breaker.closed',
      reason: 'closed',
      verdict: 'PASS',
      state: 'CLOSED',
      consecutiveFailures: 0,
    },
    {
      ...base,
      seq: 1,
      type: 'tool-end',
      index: 0,
      batchIndex: 0,
      startMs: 0,
      durationMs: 5,
      endedAt: 'run',
      status: 'error',
      errorCode: 'NOT_FOUND',
      result: {
        status: 'error',
        text: 'no such file',
        data: {},
        errorCode: 'NOT_FOUND',
        stats: { timeMs: 5 },
        context: { cwd: '/workspace', input: {} },
      },
    },
  ] as TraceEvent[];
}
