// When the page has drawn its first frame since a caller asked (issue 37: the panels mount after it, see
// use-after-first-frame.ts). A frame callback runs before the frame's style and layout, so the caller's work
// goes in a task after it. A hidden page draws no frame: requestAnimationFrame waits until it is shown. So a
// page hidden when asked goes on at once, and one hidden before its frame came (a second tab opened over it,
// a window minimised during the load) goes on when it is hidden, or after FRAME_WAIT_MS at the latest: the
// stage must never stay empty for a frame that is not coming.
import { nextTask } from '../../common/next-task';

/** The longest wait for a first frame; a visible page draws one within a few tens of ms. */
export const FRAME_WAIT_MS = 250;

/** The few things of the page it reads; tests pass their own. */
export interface FramePage {
  readonly hidden: () => boolean;
  readonly onFrame: (callback: () => void) => void;
  readonly onHidden: (callback: () => void) => () => void;
  readonly after: (ms: number, callback: () => void) => () => void;
  readonly nextTask: () => Promise<void>;
}

export const browserFramePage: FramePage = {
  hidden: () => document.visibilityState === 'hidden',
  onFrame: (callback) => void requestAnimationFrame(callback),
  onHidden: (callback) => {
    const listener = () => {
      if (document.visibilityState === 'hidden') callback();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  after: (ms, callback) => {
    const timer = window.setTimeout(callback, ms);
    return () => window.clearTimeout(timer);
  },
  nextTask,
};

/** Calls `then` once, in a task after the first frame (or as soon as none is coming); returns a cancel. */
export function afterFirstFrame(then: () => void, page: FramePage = browserFramePage): () => void {
  let goneOn = false;
  let cancelled = false;
  const watches: Array<() => void> = [];
  const stopWatching = () => {
    for (const stop of watches.splice(0)) stop();
  };
  const goOn = () => {
    if (goneOn || cancelled) return;
    goneOn = true;
    stopWatching();
    void page.nextTask().then(() => {
      if (!cancelled) then();
    });
  };
  if (page.hidden()) goOn();
  else {
    page.onFrame(goOn);
    watches.push(page.onHidden(goOn), page.after(FRAME_WAIT_MS, goOn));
  }
  return () => {
    cancelled = true;
    stopWatching();
  };
}
