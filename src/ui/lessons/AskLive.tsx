// "Answer the permission questions yourself" for a lesson whose recording answers an ASK (lesson 5): the
// toggle reopens the lesson from its start with those answers held back (the gate asks the learner as it
// asks anyone), or answering as recorded again; below it, what the learner answered beside the recording's
// answer, and when they differ, that from there on this is their own run, a fork of the lesson.
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TraceEvent } from '../../engine';
import { asksLive, liveAnswers, recordedAnswersOf } from '../../session/lessons/asked-live';
import type { Lesson } from '../../session/lessons/lesson';
import type { SessionDocument } from '../../session/session-document';
import { useSessionActions } from '../store/session-actions';

const ANSWER_WORDS: Readonly<Record<string, string>> = {
  'approve-once': 'permission.approveOnce',
  'approve-always': 'permission.approveAlways',
  deny: 'permission.deny',
};

export function AskLive({
  lesson,
  document,
  events,
}: {
  lesson: Lesson;
  document: SessionDocument;
  events: readonly TraceEvent[];
}) {
  const { t } = useTranslation();
  const actions = useSessionActions();
  const id = useId();
  if (recordedAnswersOf(lesson.document).size === 0) return null;
  const answers = liveAnswers(lesson.document, events);
  const live = asksLive(lesson.document, document) || answers.length > 0;
  const answerWord = (answer: string) => t(ANSWER_WORDS[answer] ?? answer);
  return (
    <div className="lesson-ask-live" data-testid="ask-live">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={live}
          onChange={(event) => void actions.openLessonAskingLive(lesson.id, event.target.checked)}
        />{' '}
        {t('lessonGuide.askLive')}
      </label>
      <p className="muted">{t(live ? 'lessonGuide.askLiveOn' : 'lessonGuide.askLiveOff')}</p>
      {live
        ? answers.map((answer) => (
            <p
              key={answer.callId}
              className="lesson-note"
              data-testid="ask-live-answer"
              data-forked={answer.given !== answer.recorded || undefined}
            >
              {t(
                answer.given === answer.recorded
                  ? 'lessonGuide.answeredAsRecorded'
                  : 'lessonGuide.answeredFork',
                {
                  given: answerWord(answer.given),
                  recorded: answerWord(answer.recorded),
                  call: answer.callId,
                },
              )}
            </p>
          ))
        : null}
    </div>
  );
}
