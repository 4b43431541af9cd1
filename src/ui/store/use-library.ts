// The stored library for a panel that shows it: read (asynchronously: the library may live in IndexedDB)
// when the panel opens and again after every change this tab makes (the store's library revision).
import { useEffect, useState } from 'react';
import type { LibraryRead } from '../../session/export/session-library';
import { useAppStore } from './use-app-store';
import { useSessionActions } from './session-actions';

/** null until the first read answers. */
export function useLibrary(shown: boolean): LibraryRead | null {
  const actions = useSessionActions();
  const revision = useAppStore((s) => s.libraryRevision);
  const [read, setRead] = useState<LibraryRead | null>(null);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    void actions.readLibrary().then((next) => current && setRead(next));
    return () => {
      current = false;
    };
  }, [shown, revision, actions]);
  return read;
}
