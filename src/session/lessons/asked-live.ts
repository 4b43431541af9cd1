// "Answer the permission questions yourself": a lesson whose recording answers an ASK (lesson 5) can be run
// with those answers held back, so the gate asks the learner live, as it asks anyone running the session.
// An answer the same as the recording's runs the recording's trace (the trace hash counts every answer as a
// person's: session/trace-hash.ts), so the pin holds; a different one makes a run of its own from that
// call on, a fork of the lesson, and the guide says so. The default mode answers as recorded.
import type { PermissionAnswerEvent, TraceEvent } from '../../engine';
import type { SessionDocument } from '../session-document';

type Input = SessionDocument['inputs'][number];
type RecordedAnswer = Extract<Input, { readonly type: 'permission-answer' }>;

const isRecordedAnswer = (input: Input): input is RecordedAnswer => input.type === 'permission-answer';

/** The ASK answers the recording gives, by call id. */
export function recordedAnswersOf(document: SessionDocument): ReadonlyMap<string, string> {
  return new Map(document.inputs.filter(isRecordedAnswer).map((input) => [input.callId, input.answer]));
}

/** The document with its recorded ASK answers held back: the gate asks a person instead. */
export function withoutRecordedAnswers(document: SessionDocument): SessionDocument {
  return { ...document, inputs: document.inputs.filter((input) => !isRecordedAnswer(input)) };
}

/** Whether `shown` is the lesson's document asking live: it holds back answers the lesson records. */
export function asksLive(lesson: SessionDocument, shown: SessionDocument): boolean {
  const recorded = recordedAnswersOf(lesson);
  if (recorded.size === 0) return false;
  const kept = recordedAnswersOf(shown);
  return [...recorded.keys()].some((callId) => !kept.has(callId));
}

export interface LiveAnswer {
  readonly callId: string;
  readonly recorded: string;
  readonly given: string;
}

/**
 * The learner's answers (as of the events) to the questions the lesson's recording answers, each beside the
 * recording's: a person's answer, and any answer other than the recording's (a forked session reopened from
 * the library replays the learner's answer as its own recorded one, and is still a fork).
 */
export function liveAnswers(lesson: SessionDocument, events: readonly TraceEvent[]): LiveAnswer[] {
  const recorded = recordedAnswersOf(lesson);
  return events
    .filter((e): e is PermissionAnswerEvent => e.type === 'permission-answer')
    .flatMap((e) => {
      const answer = recorded.get(e.callId);
      if (answer === undefined || (e.source !== 'user' && e.answer === answer)) return [];
      return [{ callId: e.callId, recorded: answer, given: e.answer }];
    });
}
