import { afterEach, describe, expect, it } from 'vitest';
import { fileTreeKey, isFolderOpen, isGitPath } from './file-tree-slice';
import { createAppStore } from './store';

const tab = globalThis as { sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };
function fakeSessionStorage(start: Record<string, string> = {}) {
  const items = new Map(Object.entries(start));
  tab.sessionStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return items;
}
afterEach(() => delete tab.sessionStorage);

describe('the file tree folds', () => {
  it('are kept per session for the tab’s life, with .git closed unless opened', () => {
    fakeSessionStorage();
    const first = createAppStore('en');
    first.getState().setFolderOpen('entry:a', 'src', false);
    first.getState().setFolderOpen('entry:b', '.git', true);
    first.getState().setShowGitFolder(true);
    const again = createAppStore('en').getState(); // a reload of the tab
    expect(isFolderOpen(again.folderFolds['entry:a'], 'src')).toBe(false);
    expect(isFolderOpen(again.folderFolds['entry:b'], 'src')).toBe(true);
    expect(isFolderOpen(again.folderFolds['entry:a'], '.git')).toBe(false);
    expect(isFolderOpen(again.folderFolds['entry:b'], '.git')).toBe(true);
    expect(isFolderOpen(again.folderFolds['entry:b'], 'x/.git/objects')).toBe(false);
    expect(again.showGitFolder).toBe(true);
  });

  it('survive a tampered or unreadable memory by starting afresh', () => {
    fakeSessionStorage({ 'toolscope.file-tree': '{"folds":{"k":{"src":"yes","lib":false}},"showGit":1}' });
    const state = createAppStore('en').getState();
    expect(state.folderFolds).toEqual({ k: { lib: false } });
    expect(state.showGitFolder).toBe(false);
    fakeSessionStorage({ 'toolscope.file-tree': 'not json' });
    expect(createAppStore('en').getState().folderFolds).toEqual({});
  });

  it('forget the sessions left alone longest past fifty', () => {
    fakeSessionStorage();
    const store = createAppStore('en');
    for (let i = 0; i < 60; i++) store.getState().setFolderOpen(`entry:${i}`, 'src', false);
    const keys = Object.keys(store.getState().folderFolds);
    expect(keys).toHaveLength(50);
    expect(keys).toContain('entry:59');
    expect(keys).not.toContain('entry:0');
  });

  it('belong to the library entry, else to the trace on screen', () => {
    expect(fileTreeKey({ activeSessionId: 'e1', traceSource: { kind: 'none' } })).toBe('entry:e1');
    expect(fileTreeKey({ activeSessionId: null, traceSource: { kind: 'file', name: 't.jsonl' } })).toBe(
      'file:t.jsonl',
    );
    expect(['.git', 'a/.git', '.git/x', 'a/.git/x'].every(isGitPath)).toBe(true);
    expect(['.github', 'a.git', 'x/.gitignore'].some(isGitPath)).toBe(false);
  });
});
