// A virtualized list's size comes from the ResizeObserver's report, after the browser's own layout: the
// observer never reads a size on the spot (that forces a layout in the middle of React's commit).
import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { firstGuessRect, observeRectAfterLayout } from './rect-after-layout';

type Report = (entries: unknown[]) => void;

function scroller() {
  const forced: string[] = [];
  const element = {};
  for (const key of ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight', 'scrollHeight'])
    Object.defineProperty(element, key, { get: () => (forced.push(key), 100) });
  Object.defineProperty(element, 'getBoundingClientRect', {
    get: () => () => (forced.push('getBoundingClientRect'), { width: 100, height: 100 }),
  });
  return { element, forced };
}

function observedWindow() {
  const made: { report: Report; observed: unknown[]; disconnected: boolean }[] = [];
  class FakeResizeObserver {
    readonly state: { report: Report; observed: unknown[]; disconnected: boolean };
    constructor(report: Report) {
      this.state = { report, observed: [], disconnected: false };
      made.push(this.state);
    }
    observe(target: unknown) {
      this.state.observed.push(target);
    }
    disconnect() {
      this.state.disconnected = true;
    }
  }
  return { made, window: { ResizeObserver: FakeResizeObserver } };
}

function instanceOf(element: unknown, window: unknown) {
  return { scrollElement: element, targetWindow: window } as unknown as Virtualizer<HTMLElement, Element>;
}

describe('observeRectAfterLayout', () => {
  it('reads no size when the list mounts, and reports what the ResizeObserver saw', () => {
    const { element, forced } = scroller();
    const { made, window } = observedWindow();
    const sizes: unknown[] = [];
    const stop = observeRectAfterLayout(instanceOf(element, window), (rect) => sizes.push(rect));
    expect(forced).toEqual([]);
    expect(sizes).toEqual([]);
    expect(made[0]!.observed).toEqual([element]);

    made[0]!.report([{ contentBoxSize: [{ inlineSize: 300.4, blockSize: 611.6 }], contentRect: {} }]);
    made[0]!.report([{ contentRect: { width: 280, height: 500 } }]); // a browser with no box sizes
    expect(sizes).toEqual([
      { width: 300, height: 612 },
      { width: 280, height: 500 },
    ]);
    expect(forced).toEqual([]);
    stop?.();
    expect(made[0]!.disconnected).toBe(true);
  });

  it('observes nothing where there is no scroller or no ResizeObserver', () => {
    const sizes: unknown[] = [];
    expect(observeRectAfterLayout(instanceOf(null, observedWindow().window), (r) => sizes.push(r))).toBe(
      undefined,
    );
    expect(observeRectAfterLayout(instanceOf(scroller().element, {}), (r) => sizes.push(r))).toBe(undefined);
    expect(sizes).toEqual([]);
  });

  it('guesses a screenful of rows before the first report', () => {
    expect(firstGuessRect(24)).toEqual({ width: 0, height: 960 });
  });
});
