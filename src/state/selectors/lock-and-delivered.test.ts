// The Gates tab's lock row and the badges read what actually happened: the tool's answer to the lock (a
// CONFLICT, a new file that needed no Read) and the status the model received after the budget. Checked on
// the lessons' real traces.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { eventsAsOf } from './as-of';
import { selectGatesView } from './gates-view';
import { selectHistoryView } from './history-view';

async function lessonEvents(id: string): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(lessonById(id)!.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

function gatesAtEndOf(events: readonly TraceEvent[], step: number) {
  const end = events.find((e) => e.type === 'step-end' && e.step === step && e.scope === undefined)!;
  return selectGatesView(eventsAsOf(events, end.seq))!;
}

describe('the lock row', () => {
  it('a Write that creates a file, with no Read, is a new file that needed no lock (not a failure)', async () => {
    const events = await lessonEvents('permissions');
    const gates = gatesAtEndOf(events, 1);
    const todo = gates.calls.find((c) => c.input?.['path'] === 'docs/todo.md')!;
    expect(todo.checks.find((c) => c.gate === 'lock')?.verdict).toBe('MISSING');
    expect(todo.end?.status).toBe('success');
    expect(todo.lock).toEqual({ kind: 'new-file' });
  });

  it('shows the CONFLICT the tool answered, even when the gate injected a lock', async () => {
    const events = await lessonEvents('optimistic-lock');
    const edit = gatesAtEndOf(events, 2).calls.find((c) => c.toolName === 'Edit')!;
    expect(edit.checks.find((c) => c.gate === 'lock')?.verdict).toBe('INJECTED');
    expect(edit.end?.errorCode).toBe('CONFLICT');
    expect(edit.lock).toMatchObject({ kind: 'conflict', reason: 'modified_since_read' });
    const write = gatesAtEndOf(events, 4).calls.find((c) => c.toolName === 'Write')!;
    expect(write.lock).toMatchObject({ kind: 'conflict', reason: 'modified_since_read' });
  });

  it('keeps the gate verdict when the tool accepted the lock, and before the tool has answered', async () => {
    const events = await lessonEvents('optimistic-lock');
    // Step 2's Write passes the seed's mtime + size lock (the lesson's point: it is fooled).
    const write = gatesAtEndOf(events, 2).calls.find((c) => c.toolName === 'Write')!;
    expect(write.end?.status).toBe('success');
    expect(write.lock).toEqual({ kind: 'passed' });
    const check = events.find(
      (e) => e.type === 'gate-check' && e.gate === 'lock' && e.step === 2 && e.verdict === 'INJECTED',
    )!;
    const edit = selectGatesView(eventsAsOf(events, check.seq))!.calls.find((c) => c.toolName === 'Edit')!;
    expect(edit.end).toBeNull();
    expect(edit.lock).toEqual({ kind: 'passed' });
  });
});

describe('what the model saw', () => {
  it('a cut success reaches the model as partial; uncut results keep their status', async () => {
    const events = await lessonEvents('budgets');
    const { deliveredByCallId } = selectHistoryView(events);
    expect(deliveredByCallId.get('call_1_1')).toEqual({
      status: 'partial',
      errorCode: null,
      toolStatus: 'success',
      cut: 'per-tool',
    });
    expect(deliveredByCallId.get('call_2_3')).toMatchObject({ status: 'partial', cut: 'turn-total' });
    expect(deliveredByCallId.get('call_2_1')).toMatchObject({ status: 'success', cut: null });
    const gates = gatesAtEndOf(events, 2);
    expect(gates.calls.find((c) => c.callId === 'call_2_3')?.delivered?.status).toBe('partial');
  });

  it('before the budget has run, the badge shows what the tool returned', async () => {
    const events = await lessonEvents('budgets');
    const end = events.find((e) => e.type === 'tool-end' && e.callId === 'call_1_1')!;
    expect(selectHistoryView(eventsAsOf(events, end.seq)).deliveredByCallId.get('call_1_1')).toMatchObject({
      status: 'success',
      cut: null,
    });
  });
});
