// A stream says "complete" only once its pieces have shown: `fadesEnded` waits for the pieces' own fades
// (stream-pieces.css), which run late on a busy machine, and for nothing else. Played with stand-in
// animations here; the pipeline-stream browser spec watches the real ones.
import { describe, expect, it } from 'vitest';
import { fadesEnded, revealMsOf } from './use-arrived-pieces';

/** A stand-in CSS animation whose end the test decides. */
function fade(animationName: string, playState: AnimationPlayState = 'running') {
  let end!: () => void;
  const finished = new Promise<void>((resolve) => (end = resolve));
  return { animation: { animationName, playState, finished } as unknown as Animation, end };
}

const holding = (...animations: Animation[]) => ({ getAnimations: () => animations });

/** Whether `promise` has settled after the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('fadesEnded', () => {
  it('waits for a piece still fading in, and ends with it', async () => {
    const late = fade('stream-piece-in');
    const waiting = fadesEnded(holding(late.animation));
    expect(await settled(waiting)).toBe(false);
    late.end();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for no other animation, and for no fade already over', async () => {
    const spinner = fade('spin');
    const over = fade('stream-piece-in', 'finished');
    expect(await settled(fadesEnded(holding(spinner.animation, over.animation)))).toBe(true);
  });

  it('ends at once with nothing drawn or no Web Animations', async () => {
    expect(await settled(fadesEnded(null))).toBe(true);
    expect(await settled(fadesEnded({} as Pick<Element, 'getAnimations'>))).toBe(true);
  });

  it('a fade cancelled (the piece removed) ends the wait too', async () => {
    const cancelled = {
      animationName: 'stream-piece-in',
      playState: 'running',
      finished: Promise.reject(new DOMException('aborted', 'AbortError')),
    } as unknown as Animation;
    expect(await settled(fadesEnded(holding(cancelled)))).toBe(true);
  });

  it('plans the reveal to end after the last piece’s fade', () => {
    expect(revealMsOf(0)).toBe(0);
    expect(revealMsOf(1)).toBe(150);
    expect(revealMsOf(3)).toBe(2 * 40 + 150);
  });
});
