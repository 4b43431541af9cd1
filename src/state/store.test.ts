import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { detectLanguage } from './preferences-slice';

describe('app store', () => {
  it('starts in the given language with the system theme, and switches both', () => {
    const store = createAppStore('zh');
    expect(store.getState().language).toBe('zh');
    expect(store.getState().theme).toBe('system');
    void store.getState().setLanguage('en');
    store.getState().setTheme('dark');
    expect(store.getState()).toMatchObject({ language: 'en', theme: 'dark' });
  });

  it('tracks worker status per worker', () => {
    const store = createAppStore('en');
    store.getState().setWorkerStatus('shell', { state: 'failed', message: 'no worker' });
    expect(store.getState().workers).toEqual({
      runtime: { state: 'starting' },
      shell: { state: 'failed', message: 'no worker' },
    });
  });

  it('detects Chinese from zh-* browser languages only', () => {
    expect(detectLanguage('zh-CN')).toBe('zh');
    expect(detectLanguage('en-GB')).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
});

describe('remembering preferences', () => {
  it('keeps working when storage is full: the update applies, nothing throws', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    // Both spellings a storage layer might use in a browser.
    Object.defineProperty(globalThis, 'localStorage', { value: full, configurable: true });
    Object.defineProperty(globalThis, 'window', { value: { localStorage: full }, configurable: true });
    try {
      const store = createAppStore('en');
      expect(() => store.getState().setLanguage('zh')).not.toThrow();
      expect(store.getState().language).toBe('zh');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'window');
    }
  });
});

describe('library restoring', () => {
  it('holds autosave until every restore that began has ended (one may overlap another)', () => {
    const store = createAppStore('en');
    store.getState().setLibraryRestoring(true);
    store.getState().setLibraryRestoring(true);
    store.getState().setLibraryRestoring(false);
    expect(store.getState().libraryRestoring).toBe(true);
    store.getState().setLibraryRestoring(false);
    expect(store.getState().libraryRestoring).toBe(false);
    store.getState().setLibraryRestoring(false); // an extra let-go never goes below nothing
    store.getState().setLibraryRestoring(true);
    expect(store.getState().libraryRestoring).toBe(true);
  });
});

describe('a link’s language', () => {
  it('applies to this page load only: the stored language stays the reader’s, a switch by hand is kept', () => {
    const kept = new Map<string, string>([
      ['toolscope.preferences', JSON.stringify({ state: { language: 'en' }, version: 1 })],
    ]);
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const storedLanguage = () =>
      (JSON.parse(kept.get('toolscope.preferences')!) as { state: { language: string } }).state.language;
    try {
      const store = createAppStore('en');
      void store.getState().setLanguageForVisit('zh');
      store.getState().setTheme('dark'); // any later write keeps the reader's language, not the link's
      expect(store.getState().language).toBe('zh');
      expect(storedLanguage()).toBe('en');
      expect(createAppStore('en').getState().language).toBe('en'); // the next page load
      void store.getState().setLanguage('zh');
      expect(storedLanguage()).toBe('zh');
      expect(createAppStore('en').getState().language).toBe('zh');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
