import { describe, expect, it } from 'vitest';
import { lazy, lazyLoad } from './lazy';

describe('lazy', () => {
  it('builds nothing until asked, then once', () => {
    let builds = 0;
    const value = lazy(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    expect(value()).toBe(value());
    expect(builds).toBe(1);
  });

  it('builds again after a reset', () => {
    let builds = 0;
    const value = lazy(() => ++builds);
    value();
    value.reset();
    expect(value()).toBe(2);
  });
});

describe('lazyLoad', () => {
  it('loads once and then knows the value', async () => {
    let loads = 0;
    const load = lazyLoad(() => Promise.resolve(++loads));
    expect(load.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, loads, load.loaded()]).toEqual([1, 1, 1, 1]);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const load = lazyLoad(() =>
      ++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(loads),
    );
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded()).toBeUndefined();
    await expect(load()).resolves.toBe(2);
  });
});
