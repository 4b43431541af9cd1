// The lesson beside the playground: the narration for the step the cursor is at, the checkpoints due next
// (to predict) and those already run (revealed), and a button that runs exactly one more step.
import { useState } from 'react';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { useAppStore } from '../store/use-app-store';
import { sessionActions } from '../store/session-actions';
import { CheckpointCard } from './CheckpointCard';
import { useCursorEvents } from './use-cursor-events';
import { useText } from './ui-text';

/** The last main-agent step that has ended (0 before any has). */
function completedStep(events: readonly TraceEvent[]): number {
  return events.findLast((e) => e.type === 'step-end' && e.scope === undefined)?.step ?? 0;
}

export function LessonGuide() {
  const text = useText();
  const language = useAppStore((s) => s.language);
  const finished = useAppStore((s) => s.runtimeStatus?.phase === 'finished');
  const session = useAppStore((s) => s.currentSession);
  const { events } = useCursorEvents();
  const [picks, setPicks] = useState<Readonly<Record<string, string>>>({});
  const [hidden, setHidden] = useState(false);
  const lesson = session?.lessonId ? lessonById(session.lessonId) : undefined;
  if (!lesson) return null;
  if (hidden) {
    return (
      <button type="button" className="lesson-guide-show" onClick={() => setHidden(false)}>
        {text('showGuide')}
      </button>
    );
  }
  const completed = completedStep(events);
  const note = lesson.notes.findLast((n) => n.step <= completed);
  const due = lesson.checkpoints.filter((c) => c.step <= completed + 1);
  const nextStep = () => void sessionActions().drive('step-over');
  return (
    <aside className="lesson-guide" aria-label={text('guideTitle')} data-lesson={lesson.id}>
      <header className="lesson-guide-header">
        <h2>
          {lesson.number}. {lesson.title[language]}
        </h2>
        <button type="button" onClick={() => setHidden(true)}>
          {text('hideGuide')}
        </button>
      </header>
      <p className="muted" data-testid="lesson-step">
        {text('atStep')} {completed}
      </p>
      {note ? <p className="lesson-note">{note.text[language]}</p> : null}
      {due.map((checkpoint) => (
        <CheckpointCard
          key={checkpoint.id}
          checkpoint={checkpoint}
          events={events}
          pick={picks[checkpoint.id] ?? null}
          onPick={(choice) => setPicks((current) => ({ ...current, [checkpoint.id]: choice }))}
        />
      ))}
      <button type="button" className="lesson-next" onClick={nextStep} disabled={finished}>
        {text('nextStep')}
      </button>
    </aside>
  );
}
