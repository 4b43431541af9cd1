// Presenter mode on the page (src/state/presenter-slice.ts): the text scale as `--text-scale` on the root
// element (every font size in the style sheets is a multiple of it), Escape to leave a full-screen region,
// and what the presenter keys do. "Next" runs the lesson's next step when the cursor is at the live end of
// a session still running (what the guide's "Run the next step" does: one press, one whole step, played at
// the guide's pace), skips to the step's end while one plays, and otherwise moves the cursor to the next
// step of the trace already there.
import { useEffect, useMemo } from 'react';
import { eventMsOf } from '../../state/guide-pace';
import { useReducedMotion } from '../common/use-reduced-motion';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import type { PresenterKeys } from '../shortcuts/use-shortcuts';

/** The region whose full-screen view `f` toggles: the one holding the focus, else the pipeline view. */
export const DEFAULT_FULL_SCREEN_REGION = 'pipeline';

export function usePresenter(): PresenterKeys {
  const actions = useSessionActions();
  const textScale = useAppStore((s) => s.textScale);
  const fullScreen = useAppStore((s) => s.fullScreenRegion);
  const compact = useAppStore((s) => s.compactLayout);
  const compactRegion = useAppStore((s) => s.compactRegion);
  const presenting = useAppStore((s) => s.presenting);
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const stepTextScale = useAppStore((s) => s.stepTextScale);
  const moveCursorBySteps = useAppStore((s) => s.moveCursorBySteps);
  const live = useAppStore((s) => s.cursorSeq === null);
  const playingStep = useAppStore((s) => s.guidePlaying);
  const pace = useAppStore((s) => s.guidePace);
  const reduced = useReducedMotion();
  const runnable = useAppStore(
    (s) =>
      s.traceSource.kind === 'runtime' && s.runtimeStatus !== null && s.runtimeStatus.phase !== 'finished',
  );

  useEffect(() => {
    document.documentElement.style.setProperty('--text-scale', String(textScale));
    document.documentElement.dataset.textScale = String(Math.round(textScale * 100));
  }, [textScale]);

  useEffect(() => {
    if (fullScreen === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog open over the region closes first (the browser's Escape).
      if (event.key !== 'Escape' || document.querySelector('dialog:modal')) return;
      event.preventDefault();
      setFullScreen(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [fullScreen, setFullScreen]);

  return useMemo<PresenterKeys>(
    () => ({
      presenting: () => presenting,
      next: () => {
        if (playingStep) actions.skipStepPlayback();
        else if (live && runnable) void actions.playNextStep(eventMsOf(pace, reduced));
        else moveCursorBySteps(1);
      },
      toggleFullScreen: () => {
        const focused = document.activeElement?.closest('[data-region]')?.getAttribute('data-region');
        // In the compact layout the region on the stage is the one in view.
        const inView = compact ? compactRegion : DEFAULT_FULL_SCREEN_REGION;
        setFullScreen(fullScreen === null ? (focused ?? inView) : null);
      },
      textScale: (delta) => stepTextScale(delta),
    }),
    [
      presenting,
      playingStep,
      live,
      runnable,
      pace,
      reduced,
      moveCursorBySteps,
      fullScreen,
      compact,
      compactRegion,
      setFullScreen,
      stepTextScale,
      actions,
    ],
  );
}
