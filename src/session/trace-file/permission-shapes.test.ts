import { describe, expect, it } from 'vitest';
import type { GateCheckEvent, PermissionAnswerEvent } from '../../engine';
import { TRACE_EVENT_SHAPES } from './trace-event-shapes';

// An ask nobody answered (a headless replay) or a run stopped while it waited is recorded with the reply
// `unanswered` / `stopped` and the source `none`: a trace file holding one must open like any other.
const answerEvent = (answer: string, source: string) =>
  ({
    type: 'permission-answer',
    seq: 3,
    step: 1,
    timeMs: 0,
    requestId: 'ask_1',
    callId: 'call_1',
    answer,
    source,
  }) as unknown as PermissionAnswerEvent;

describe('permission events in a trace file', () => {
  it.each([
    ['approve-once', 'user'],
    ['deny', 'recorded'],
    ['approve-always', 'cli'],
    ['unanswered', 'none'],
    ['stopped', 'none'],
  ])('a permission-answer %s from %s passes', (answer, source) => {
    expect(TRACE_EVENT_SHAPES['permission-answer'].check(answerEvent(answer, source), [])).toBeNull();
  });

  it('a reply or source the runtime never writes is refused at its field', () => {
    expect(TRACE_EVENT_SHAPES['permission-answer'].check(answerEvent('maybe', 'user'), [])).not.toBeNull();
    expect(TRACE_EVENT_SHAPES['permission-answer'].check(answerEvent('deny', 'someone'), [])).not.toBeNull();
  });

  it("a permission gate's `asked` may hold how an unanswered ask ended", () => {
    const check = {
      type: 'gate-check',
      seq: 4,
      step: 1,
      timeMs: 0,
      spanId: 'span_1',
      callId: 'call_1',
      toolName: 'Bash',
      rule: 'permission',
      reason: 'No one answered.',
      gate: 'permission',
      verdict: 'DENY',
      mode: 'ask',
      source: 'answer',
      risk: null,
      asked: { requestId: 'ask_1', answer: 'unanswered' },
      subject: null,
    } as unknown as GateCheckEvent;
    expect(TRACE_EVENT_SHAPES['gate-check'].check(check, [])).toBeNull();
    const answered = {
      ...check,
      asked: { requestId: 'ask_1', answer: 'later' },
    } as unknown as GateCheckEvent;
    expect(TRACE_EVENT_SHAPES['gate-check'].check(answered, [])).not.toBeNull();
  });
});
