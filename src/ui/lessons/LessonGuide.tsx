// The lesson beside the playground: the narration for the step the cursor is at, the checkpoints due next
// (to predict) and those already run (revealed), and a button that runs exactly one more step. Docked at the
// top of the conversation column (PlaygroundLayout), never over the diagram or the inspector it points at;
// collapsed, it is one line that keeps the title, the step and the next step's button.
import { useId, useState } from 'react';
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
  const collapsed = useAppStore((s) => s.guideCollapsed);
  const setCollapsed = useAppStore((s) => s.setGuideCollapsed);
  const bodyId = useId();
  const lesson = session?.lessonId ? lessonById(session.lessonId) : undefined;
  if (!lesson) return null;
  const completed = completedStep(events);
  const note = lesson.notes.findLast((n) => n.step <= completed);
  const due = lesson.checkpoints.filter((c) => c.step <= completed + 1);
  const nextStep = () => void sessionActions().drive('step-over');
  const next = (
    <button type="button" className="lesson-next" onClick={nextStep} disabled={finished}>
      {text('nextStep')}
    </button>
  );
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
        <span className="muted lesson-guide-step" data-testid="lesson-step">
          {text('atStep')} {completed}
        </span>
        {collapsed ? next : null}
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
        {collapsed ? null : next}
      </div>
    </aside>
  );
}
