// The lesson beside the playground: the note in force for the events as of the cursor, the checkpoints due
// next (to predict) and those already run (revealed), a button that runs exactly one more step, and at the
// end the lesson's ending. What to show comes from guideState (session/lessons/guide-state.ts), the same
// function links and embeds use, so every place numbers steps the same way. Docked at the top of the
// conversation column (PlaygroundLayout), never over the diagram or the inspector it points at; collapsed,
// it is one line that keeps the title, the step and the next step's button (GuideNextControls).
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { guideStateOf, type DueCheckpoint } from '../../session/lessons/guide-state';
import { lessonProgressKey } from '../../state/lesson-progress-slice';
import { useAppStore } from '../store/use-app-store';
import { CheckpointCard } from './CheckpointCard';
import { AskLive } from './AskLive';
import { ConversationLanguage } from './ConversationLanguage';
import { GuideNextControls } from './GuideNextControls';
import { LessonEnding } from './LessonEnding';
import { NoteFocusButton } from './NoteFocusButton';
import { useCursorEvents } from './use-cursor-events';
import { useText } from '../i18n/lessons-ui-text';
import { FullScreenButton } from '../presenter/FullScreenButton';
import { GUIDE_REGION } from './guide-region';
import { useRecordReveals } from './use-record-reveals';

const NO_PICKS: Readonly<Record<string, string>> = {};
const NO_DUE: readonly DueCheckpoint[] = [];

export function LessonGuide() {
  const text = useText();
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const finished = useAppStore((s) => s.runtimeStatus?.phase === 'finished');
  // Not while the session is still being opened (replayed to where it was left): see RuntimeControls.
  const opening = useAppStore((s) => s.libraryRestoring);
  const session = useAppStore((s) => s.currentSession);
  const { events } = useCursorEvents();
  const lessonPicks = useAppStore((s) => s.lessonPicks);
  const pickChoice = useAppStore((s) => s.pickChoice);
  const collapsed = useAppStore((s) => s.guideCollapsed);
  const setCollapsed = useAppStore((s) => s.setGuideCollapsed);
  const bodyId = useId();
  const lessonOrId = session?.lesson ?? session?.lessonId;
  // The guesses are remembered by lesson (lesson-progress-slice.ts): a reload shows them as they were picked.
  const progressKey = session ? lessonProgressKey(session) : null;
  const picks = (progressKey !== null ? lessonPicks[progressKey] : undefined) ?? NO_PICKS;
  const guide = lessonOrId ? guideStateOf(lessonOrId, events, { picks }) : null;
  useRecordReveals(progressKey, guide?.due ?? NO_DUE);
  if (!guide) return null;
  const { lesson, completedStep, note, due, ended } = guide;
  // One click completes one whole step (the runtime's finish-step) and plays it: the first one runs step 1,
  // not only the run's opening events.
  const done = finished || ended || opening;
  return (
    <aside
      className="lesson-guide"
      aria-label={text('guideTitle')}
      data-lesson={lesson.id}
      data-collapsed={collapsed || undefined}
    >
      <header className="lesson-guide-header">
        <h2>
          {lesson.number}. {lesson.title[language]}
        </h2>
        <span className="muted lesson-guide-step" data-testid="lesson-step" data-step={completedStep}>
          {text('atStep')} {completedStep}
        </span>
        {collapsed ? <GuideNextControls done={done} withPace={false} /> : null}
        <FullScreenButton id={GUIDE_REGION} title={text('guideTitle')} />
        <button
          type="button"
          className="lesson-guide-fold"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? text('showGuide') : text('hideGuide')}
        </button>
      </header>
      <div id={bodyId} className="lesson-guide-body" hidden={collapsed}>
        {session?.lessonId === lesson.id ? (
          <ConversationLanguage
            lesson={lesson}
            document={session.document}
            language={language}
            completedStep={completedStep}
            events={events}
          />
        ) : null}
        {session?.lessonId === lesson.id ? (
          <AskLive lesson={lesson} document={session.document} events={events} />
        ) : null}
        {note ? (
          <p className="lesson-note">
            {note.text[language]}{' '}
            {note.focus ? <NoteFocusButton focus={note.focus} label={t('lessonGuide.showFocus')} /> : null}
          </p>
        ) : null}
        {due.map(({ checkpoint, reveal }) => (
          <CheckpointCard
            key={checkpoint.id}
            checkpoint={checkpoint}
            reveal={reveal}
            pick={picks[checkpoint.id] ?? null}
            onPick={(choice) => progressKey !== null && pickChoice(progressKey, checkpoint.id, choice)}
          />
        ))}
        {ended ? <LessonEnding lesson={lesson} events={events} picks={picks} /> : null}
        {/* A bar of its own: presenter mode keeps it at the foot of the guide's box (lessons.css). */}
        {collapsed ? null : (
          <div className="lesson-next-bar">
            <GuideNextControls done={done} withPace />
          </div>
        )}
      </div>
    </aside>
  );
}
