// A new session runs as it is: a real task, tools that succeed, and a final answer; no placeholder is sent.
import { describe, expect, it } from 'vitest';
import { runDocumentInProcess } from '../lessons/run-lesson-in-process';
import { loadSessionValue } from '../load-session';
import { blankSessionDocument, TEMPLATE_TASK } from './blank-session';

describe('a blank session', () => {
  it('is a valid document', () => {
    const loaded = loadSessionValue(blankSessionDocument('New session'));
    expect(loaded.ok ? 'ok' : loaded.reason).toBe('ok');
  });

  it('runs to a final answer through tool calls that succeed, with no one to answer questions', async () => {
    const run = await runDocumentInProcess(blankSessionDocument('New session'));
    if (!run.ok) throw new Error(run.reason);
    const ends = run.events.filter((e) => e.type === 'tool-end');
    // Read (20 ms on the virtual clock) ends before the Grep it ran beside (40 ms).
    expect(ends.map((e) => [e.toolName, e.status])).toEqual([
      ['Read', 'success'],
      ['Grep', 'success'],
      ['Read', 'success'],
    ]);
    // The first two ran together in one batch.
    expect(run.events.find((e) => e.type === 'batch-start')).toMatchObject({
      concurrent: true,
      callIds: [expect.any(String), expect.any(String)],
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'run-end', reason: 'final-answer', steps: 3 });
    expect(run.events.at(-1)).toMatchObject({ finalText: expect.stringContaining('Hello, Ada!') });
  });

  it('sends its task as the user message, never a placeholder', async () => {
    const run = await runDocumentInProcess(blankSessionDocument('New session'));
    if (!run.ok) throw new Error(run.reason);
    const starts = run.events.filter((e) => e.type === 'run-start');
    expect(starts.map((e) => e.userMessage)).toEqual([TEMPLATE_TASK]);
    const request = run.events.find((e) => e.type === 'model-request');
    expect(JSON.stringify(request)).not.toMatch(/describe the task|placeholder/i);
  });
});
