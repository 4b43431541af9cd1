// The guide's way on: "Run the next step", which runs one whole step and plays it (step-playback.ts) so each
// call is seen crossing the stages; Skip while it plays (or Escape); and the pace, remembered. A system
// asking for less motion settles every step at once, whatever pace is chosen.
import { useTranslation } from '../i18n/use-translation';
import { eventMsOf, GUIDE_PACE_NAMES, type GuidePace } from '../../state/guide-pace';
import { useReducedMotion } from '../common/use-reduced-motion';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { useText } from '../i18n/lessons-ui-text';

const PACE_WORDS = {
  slow: 'paceSlow',
  normal: 'paceNormal',
  fast: 'paceFast',
  instant: 'paceInstant',
} as const satisfies Record<GuidePace, string>;

/** `done`: the lesson has ended or cannot go on (finished, or still opening). `withPace`: the full bar. */
export function GuideNextControls({ done, withPace }: { done: boolean; withPace: boolean }) {
  const actions = useSessionActions();
  const text = useText();
  const { t } = useTranslation();
  const playing = useAppStore((s) => s.guidePlaying);
  const pace = useAppStore((s) => s.guidePace);
  const setPace = useAppStore((s) => s.setGuidePace);
  const reduced = useReducedMotion();
  const run = () => {
    // Pressed again while the step plays: nothing more runs (aria-disabled keeps the focus on the button).
    if (!playing) void actions.playNextStep(eventMsOf(pace, reduced));
  };
  return (
    <span
      className="lesson-next-controls"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && playing) {
          event.preventDefault();
          actions.skipStepPlayback();
        }
      }}
    >
      <button
        type="button"
        className="lesson-next"
        onClick={run}
        // The runtime finishes the last step at once; while it plays the button stays (aria-disabled), so the
        // focus stays on it until the walk reaches the end.
        disabled={done && !playing}
        aria-disabled={playing || undefined}
        data-playing={playing || undefined}
        title={text('nextStepHint')}
      >
        {text('nextStep')}
      </button>
      {playing ? (
        <button
          type="button"
          className="lesson-skip"
          onClick={() => actions.skipStepPlayback()}
          title={text('skipHint')}
        >
          {text('skip')}
        </button>
      ) : null}
      {withPace ? (
        <label className="lesson-pace" title={reduced ? text('paceReduced') : undefined}>
          {text('pace')}
          {t('punctuation.colon')}
          <select
            value={reduced ? 'instant' : pace}
            disabled={reduced}
            onChange={(event) => setPace(event.target.value as GuidePace)}
          >
            {GUIDE_PACE_NAMES.map((name) => (
              <option key={name} value={name}>
                {text(PACE_WORDS[name])}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </span>
  );
}
