import { describe, expect, it } from 'vitest';
import { forgivingStorage } from './forgiving-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => {
      writes.push(value);
      items.set(name, value);
    },
    removeItem: (name: string) => void items.delete(name),
  };
}

describe('forgivingStorage', () => {
  it('does not write back what this tab read, so another tab’s later choice stands', () => {
    const shared = memoryStorage();
    shared.items.set('prefs', '{"language":"en"}');
    const first = forgivingStorage(() => shared);
    const second = forgivingStorage(() => shared);
    first.getItem('prefs');
    second.getItem('prefs');
    second.setItem('prefs', '{"language":"zh"}'); // chosen by hand in the second tab
    first.setItem('prefs', '{"language":"en"}'); // the first tab's unrelated update, its preferences unchanged
    expect(shared.items.get('prefs')).toBe('{"language":"zh"}');
    second.setItem('prefs', '{"language":"zh"}');
    expect(shared.writes).toEqual(['{"language":"zh"}']);
  });

  it('writes only what this tab changed: a theme changed here keeps the language another tab chose', () => {
    const shared = memoryStorage();
    const prefs = (language: string, theme: string) =>
      JSON.stringify({ state: { language, theme }, version: 1 });
    shared.items.set('prefs', prefs('en', 'light'));
    const first = forgivingStorage(() => shared);
    const second = forgivingStorage(() => shared);
    first.getItem('prefs');
    second.getItem('prefs');
    second.setItem('prefs', prefs('zh', 'light')); // the language chosen in the second tab
    first.setItem('prefs', prefs('en', 'dark')); // the first tab changes its theme, its language stale
    expect(shared.items.get('prefs')).toBe(prefs('zh', 'dark'));
    // The first tab's next own change still carries only what it changed.
    first.setItem('prefs', prefs('en', 'system'));
    expect(shared.items.get('prefs')).toBe(prefs('zh', 'system'));
    // A language chosen here again is this tab's change, and is written.
    first.setItem('prefs', prefs('fr', 'system'));
    expect(shared.items.get('prefs')).toBe(prefs('fr', 'system'));
  });

  it('writes a value that is not a persisted state as it is', () => {
    const shared = memoryStorage();
    shared.items.set('prefs', 'not json');
    const tab = forgivingStorage(() => shared);
    tab.getItem('prefs');
    tab.setItem('prefs', '{"state":{"language":"zh"},"version":1}');
    expect(shared.items.get('prefs')).toBe('{"state":{"language":"zh"},"version":1}');
  });

  it('writes a changed value, and again after a removal', () => {
    const shared = memoryStorage();
    const tab = forgivingStorage(() => shared);
    tab.setItem('prefs', 'a');
    tab.setItem('prefs', 'b');
    tab.removeItem('prefs');
    tab.setItem('prefs', 'b');
    expect(shared.writes).toEqual(['a', 'b', 'b']);
  });

  it('keeps working when the storage throws', () => {
    const tab = forgivingStorage(() => ({
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    }));
    expect(tab.getItem('prefs')).toBeNull();
    expect(() => tab.setItem('prefs', 'x')).not.toThrow();
  });
});
