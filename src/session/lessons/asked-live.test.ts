// Lesson 5 asked live: its recorded ASK answer held back, the gate asks; answering as the recording did runs
// the lesson's own trace (its pin), answering otherwise runs another, and the guide can tell which.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { lessonById } from './lesson-catalog';
import { LESSON_PINS, pinIn } from './lesson-pins';
import { asksLive, liveAnswers, recordedAnswersOf, withoutRecordedAnswers } from './asked-live';
import { runDocumentInProcess } from './run-lesson-in-process';

const lesson = lessonById('permissions')!;
/** A person's answers, as the page records them (the CLI's fixed answer stands in for the person here). */
const asPerson = (events: readonly TraceEvent[]) =>
  events.map((e) =>
    e.type === 'permission-answer' && e.source === 'cli' ? { ...e, source: 'user' as const } : e,
  );

describe('answering a lesson’s permission question yourself', () => {
  it('holds back exactly the recorded answers, and is told apart from the lesson as recorded', () => {
    const recorded = recordedAnswersOf(lesson.document);
    expect([...recorded]).toEqual([['call_2_1', 'approve-once']]);
    const live = withoutRecordedAnswers(lesson.document);
    expect(recordedAnswersOf(live).size).toBe(0);
    expect(live.inputs.length).toBe(lesson.document.inputs.length - 1);
    expect(asksLive(lesson.document, live)).toBe(true);
    expect(asksLive(lesson.document, lesson.document)).toBe(false);
    expect(asksLive(lessonById('registration')!.document, live)).toBe(false);
  });

  it('without an answer the run stops at the question; the recording’s answer runs the pinned trace', async () => {
    const live = withoutRecordedAnswers(lesson.document);
    const unanswered = await runDocumentInProcess(live);
    expect(unanswered.ok).toBe(false);
    const same = await runDocumentInProcess(live, 'approve-once');
    if (!same.ok) throw new Error(same.reason);
    expect({ traceHash: same.traceHash }).toEqual(pinIn(LESSON_PINS.permissions, 'en'));
    expect(liveAnswers(lesson.document, asPerson(same.events))).toEqual([
      { callId: 'call_2_1', recorded: 'approve-once', given: 'approve-once' },
    ]);
    // The recording's own answer, replayed, is not the learner's.
    const recorded = await runDocumentInProcess(lesson.document);
    expect(recorded.ok && liveAnswers(lesson.document, recorded.events)).toEqual([]);
  });

  it('another answer runs another trace, and says which answer differed from the recording', async () => {
    const denied = await runDocumentInProcess(withoutRecordedAnswers(lesson.document), 'deny');
    if (!denied.ok) throw new Error(denied.reason);
    expect({ traceHash: denied.traceHash }).not.toEqual(pinIn(LESSON_PINS.permissions, 'en'));
    expect(liveAnswers(lesson.document, asPerson(denied.events))).toEqual([
      { callId: 'call_2_1', recorded: 'approve-once', given: 'deny' },
    ]);
    // A fork reopened later replays the learner's answer as recorded: still said, as a fork.
    const replayed = denied.events.map((e) =>
      e.type === 'permission-answer' ? { ...e, source: 'recorded' as const } : e,
    );
    expect(liveAnswers(lesson.document, replayed)).toHaveLength(1);
  });
});
