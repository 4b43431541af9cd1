// Where preferences are remembered. localStorage can be full (the session library shares it), disabled, or
// absent (Node tests); remembering a language or a tab must never break a state update, so every failure is
// swallowed here and the preference simply is not remembered this time.
//
// zustand's persist writes the preferences on every state update, whatever changed. With two tabs open, the
// other tab's incidental updates (a worker's status, an autosave) then wrote its own unchanged preferences over
// the choice just made in this one. So a value equal to the one this tab last read or wrote is not written,
// and a changed one carries only this tab's own changes over what is stored now (own-changes-over.ts): a tab
// that changes its theme no longer writes its language over another tab's.
import type { StateStorage } from 'zustand/middleware';
import { ownChangesOver } from './own-changes-over';

export function forgivingStorage(
  backing: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): StateStorage {
  /** Per name, the value this tab's own state matched when it last read or wrote it. */
  const known = new Map<string, string | null>();
  return {
    getItem: (name) => {
      try {
        const value = backing()?.getItem(name) ?? null;
        known.set(name, value);
        return value;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      if (known.get(name) === value) return;
      try {
        const storage = backing();
        storage?.setItem(name, ownChangesOver(storage.getItem(name), known.get(name), value));
        known.set(name, value);
      } catch {
        // Full or disabled storage: keep working without remembering.
      }
    },
    removeItem: (name) => {
      known.delete(name);
      try {
        backing()?.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}
