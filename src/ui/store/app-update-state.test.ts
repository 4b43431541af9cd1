import { describe, expect, it, vi } from 'vitest';
import { createAppUpdateState } from './app-update-state';

describe('app update state', () => {
  it('is not ready offline until the service worker says so, then tells its readers once', () => {
    const update = createAppUpdateState();
    const listener = vi.fn();
    update.subscribe(listener);
    expect(update.current().offlineReady).toBe(false);
    update.markOfflineReady();
    update.markOfflineReady();
    expect(update.current().offlineReady).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps "ready offline" through a new version announced and postponed', () => {
    const update = createAppUpdateState();
    update.markOfflineReady();
    update.announce(() => Promise.resolve());
    expect(update.current()).toEqual({ waiting: true, offlineReady: true });
    update.postpone();
    expect(update.current()).toEqual({ waiting: false, offlineReady: true });
  });
});
