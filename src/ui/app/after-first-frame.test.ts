// The panels wait for the page's first frame (issue 37), and never for a frame that is not coming: a page
// hidden before its frame (a second tab opened over it) draws none until it is shown again.
import { describe, expect, it } from 'vitest';
import { afterFirstFrame, FRAME_WAIT_MS, type FramePage } from './after-first-frame';

/** A page whose frames, visibility changes and timers the test fires by hand. */
function fakePage(hidden: boolean) {
  const frames: Array<() => void> = [];
  const hiddenListeners = new Set<() => void>();
  const timers = new Map<number, () => void>();
  const page: FramePage = {
    hidden: () => hidden,
    onFrame: (callback) => void frames.push(callback),
    onHidden: (callback) => {
      hiddenListeners.add(callback);
      return () => hiddenListeners.delete(callback);
    },
    after: (ms, callback) => {
      timers.set(ms, callback);
      return () => timers.delete(ms);
    },
    nextTask: () => Promise.resolve(),
  };
  return {
    page,
    drawFrame: () => frames.splice(0).forEach((frame) => frame()),
    hide: () => [...hiddenListeners].forEach((listener) => listener()),
    waitOut: () => timers.get(FRAME_WAIT_MS)?.(),
    watching: () => hiddenListeners.size + timers.size,
  };
}

async function calls(start: (then: () => void) => void): Promise<number> {
  let count = 0;
  start(() => (count += 1));
  await Promise.resolve();
  await Promise.resolve();
  return count;
}

describe('after the first frame', () => {
  it('goes on once the frame is drawn, not before, and only once', async () => {
    const fake = fakePage(false);
    let count = 0;
    afterFirstFrame(() => (count += 1), fake.page);
    await Promise.resolve();
    expect(count).toBe(0);
    fake.drawFrame();
    fake.hide();
    fake.waitOut();
    await Promise.resolve();
    expect(count).toBe(1);
    expect(fake.watching()).toBe(0);
  });

  it('goes on at once on a hidden page, which draws no frame', async () => {
    const fake = fakePage(true);
    expect(await calls((then) => afterFirstFrame(then, fake.page))).toBe(1);
  });

  it('goes on when the page is hidden before its frame came', async () => {
    const fake = fakePage(false);
    expect(
      await calls((then) => {
        afterFirstFrame(then, fake.page);
        fake.hide();
      }),
    ).toBe(1);
  });

  it(`goes on after ${FRAME_WAIT_MS} ms if no frame comes`, async () => {
    const fake = fakePage(false);
    expect(
      await calls((then) => {
        afterFirstFrame(then, fake.page);
        fake.waitOut();
      }),
    ).toBe(1);
  });

  it('does nothing once cancelled (the stage unmounted), even with the task already asked for', async () => {
    const fake = fakePage(false);
    expect(
      await calls((then) => {
        const cancel = afterFirstFrame(then, fake.page);
        fake.drawFrame();
        cancel();
      }),
    ).toBe(0);
    expect(fake.watching()).toBe(0);
  });
});
