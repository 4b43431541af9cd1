import { describe, expect, it } from 'vitest';
import { flushWhenPageHides, type PageVisibility } from './page-hide';

function fakePage() {
  const listeners = new Map<string, Set<() => void>>();
  const page: PageVisibility & { visibilityState: DocumentVisibilityState; fire(type: string): void } = {
    visibilityState: 'visible',
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return page;
}

describe('flushWhenPageHides', () => {
  it('flushes when the page becomes hidden or is hidden for good, not when it becomes visible', () => {
    const page = fakePage();
    let flushes = 0;
    const stop = flushWhenPageHides(() => Promise.resolve(void flushes++), page);
    page.fire('visibilitychange');
    expect(flushes).toBe(0);
    page.visibilityState = 'hidden';
    page.fire('visibilitychange');
    page.fire('pagehide');
    expect(flushes).toBe(2);
    stop();
    page.fire('pagehide');
    expect(flushes).toBe(2);
  });
});
