// The step controls over the trace: previous/next step, previous/next event, run/pause, back to live, and the
// counters saying where the cursor is.
import { useTranslation } from '../i18n/use-translation';
import { scopedCounterAt } from '../../engine/trace/agent-spans';
import { useAppStore } from '../store/use-app-store';
import { stepCounterText } from './step-counter-text';
import { openingAtOf, openingAtText } from './opening-at-text';
import { usePlayback } from './use-playback';

export function PlayheadControls() {
  const { t } = useTranslation();
  usePlayback();
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const playing = useAppStore((s) => s.playing);
  const moveCursorByEvents = useAppStore((s) => s.moveCursorByEvents);
  const moveCursorBySteps = useAppStore((s) => s.moveCursorBySteps);
  const selectEvent = useAppStore((s) => s.selectEvent);
  const setPlaying = useAppStore((s) => s.setPlaying);
  const openingAt = useAppStore(openingAtOf);
  const empty = events.length === 0;
  const current = cursorSeq ?? events.length - 1;
  // Inside a Task subagent's run the counter says so (its words: step-counter-text.ts).
  const { nested } = scopedCounterAt(events, cursorSeq);
  const atEnd = cursorSeq === null || cursorSeq >= events.length - 1;

  return (
    <div className="playhead" role="toolbar" aria-label={t('controls.label')}>
      <button
        type="button"
        disabled={empty || current === 0}
        onClick={() => moveCursorBySteps(-1)}
        aria-keyshortcuts="["
        title={`${t('controls.prevStep')} ([)`}
      >
        <span aria-hidden="true">«</span> <span className="sr-only">{t('controls.prevStep')}</span>
      </button>
      <button
        type="button"
        disabled={empty || current === 0}
        onClick={() => moveCursorByEvents(-1)}
        aria-keyshortcuts="p"
        title={`${t('controls.prevEvent')} (p)`}
      >
        <span aria-hidden="true">‹</span> <span className="sr-only">{t('controls.prevEvent')}</span>
      </button>
      <button
        type="button"
        disabled={empty}
        aria-pressed={playing}
        onClick={() => setPlaying(!playing)}
        aria-keyshortcuts="r"
        title={`${t('controls.run')} (r)`}
      >
        {playing ? t('controls.pause') : t('controls.run')}
      </button>
      <button
        type="button"
        disabled={empty || atEnd}
        onClick={() => moveCursorByEvents(1)}
        aria-keyshortcuts="n"
        title={t('controls.hint.step')}
      >
        {t('controls.step')}
      </button>
      <button
        type="button"
        disabled={empty || atEnd}
        onClick={() => moveCursorBySteps(1)}
        aria-keyshortcuts="]"
        title={t('controls.hint.stepOver')}
      >
        {t('controls.stepOver')}
      </button>
      <button
        type="button"
        disabled={empty || cursorSeq === null}
        onClick={() => selectEvent(null)}
        aria-keyshortcuts="l"
        title={`${t('controls.live')} (l)`}
      >
        {t('controls.live')}
      </button>
      <output
        className="step-counter"
        aria-live="polite"
        data-testid="step-counter"
        data-nested-scope={nested?.scope}
        data-opening={openingAt ? 'true' : undefined}
      >
        {openingAt ? openingAtText(t, openingAt) : stepCounterText(t, events, cursorSeq)}
      </output>
    </div>
  );
}
