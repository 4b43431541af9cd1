// A lesson's ending, once its run has ended: a recap of what the run showed (counted from the trace by
// lesson-recap.ts), the learner's checkpoint score, and the way on to the next lesson.
import { useTranslation } from '../i18n/use-translation';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Lesson } from '../../session/lessons/lesson';
import { nextLessonAfter } from '../../session/lessons/lesson-catalog';
import { checkpointScore, recapOf, type RecapLine } from '../../session/lessons/lesson-recap';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { assertNever } from '../../common/assert-never';

interface Props {
  readonly lesson: Lesson;
  readonly events: readonly TraceEvent[];
  readonly picks: Readonly<Record<string, string>>;
}

type T = ReturnType<typeof useTranslation>['t'];

function recapText(t: T, line: RecapLine): string {
  switch (line.kind) {
    case 'steps':
      return t('lessonGuide.recap.steps', { steps: line.steps });
    case 'calls':
      return t('lessonGuide.recap.calls', line);
    case 'batches':
      return t('lessonGuide.recap.batches', line);
    case 'error-codes':
      return t('lessonGuide.recap.errorCodes', { codes: line.codes.join(', ') });
    case 'denied':
      return t('lessonGuide.recap.denied', line);
    case 'asked':
      return t('lessonGuide.recap.asked', line);
    case 'breaker':
      return t('lessonGuide.recap.breaker', { transitions: line.transitions.join(', ') });
    case 'budget-cuts':
      return t('lessonGuide.recap.budgetCuts', line);
    default: {
      return assertNever(line);
    }
  }
}

export function LessonEnding({ lesson, events, picks }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const score = checkpointScore(lesson, events, picks);
  const next = nextLessonAfter(lesson.id);
  return (
    <section className="lesson-ending" data-testid="lesson-ending" aria-labelledby="lesson-ending-title">
      <h3 id="lesson-ending-title">{t('lessonGuide.endingTitle')}</h3>
      <h4>{t('lessonGuide.recapTitle')}</h4>
      <ul className="lesson-recap" data-testid="lesson-recap">
        {recapOf(events).map((line) => (
          <li key={line.kind} data-recap={line.kind}>
            {recapText(t, line)}
          </li>
        ))}
      </ul>
      <p data-testid="lesson-score" data-right={score.right} data-answered={score.answered}>
        {score.answered === 0
          ? t('lessonGuide.scoreNone', { ...score })
          : t('lessonGuide.score', { ...score })}
      </p>
      {next ? (
        <button
          type="button"
          className="lesson-next-lesson"
          data-next-lesson={next.id}
          onClick={() => void actions.openLesson(next.id)}
        >
          {t('lessonGuide.next', { number: next.number, title: next.title[language] })}
        </button>
      ) : (
        <p className="muted">{t('lessonGuide.last')}</p>
      )}
    </section>
  );
}
