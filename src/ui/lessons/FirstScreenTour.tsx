// What the page says before anything is open: three lines on how to read it, and one obvious next action,
// starting the first lesson (paused before its first step, the diagram waiting for it). It sits where the
// lesson guide docks, so the lesson it starts continues in the same place.
import type { OpenOutcome } from '../../state/session-actions/session-actions';
import { useSessionActions } from '../store/session-actions';
import { FIRST_LESSON_ID } from './first-lesson';
import { useText } from '../i18n/lessons-ui-text';

export function FirstScreenTour() {
  const actions = useSessionActions();
  const text = useText();
  const reportFailure = (outcome: OpenOutcome) => {
    if (!outcome.ok && !outcome.superseded) actions.showNotice({ kind: 'error', text: outcome.reason });
  };
  return (
    <aside className="lesson-guide first-screen-tour" aria-label={text('tourTitle')} data-testid="first-tour">
      <header className="lesson-guide-header">
        <h2>{text('tourTitle')}</h2>
      </header>
      <ol className="first-screen-tour-steps">
        <li>{text('tourDiagram')}</li>
        <li>{text('tourDrive')}</li>
        <li>{text('tourDrill')}</li>
      </ol>
      <p className="first-screen-tour-start">
        <button
          type="button"
          className="lesson-next"
          onClick={() => void actions.openLesson(FIRST_LESSON_ID).then(reportFailure)}
        >
          {text('tourStart')}
        </button>{' '}
        <span className="muted">{text('tourOthers')}</span>
      </p>
    </aside>
  );
}
