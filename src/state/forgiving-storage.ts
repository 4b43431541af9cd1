// Where preferences are remembered. localStorage can be full (the session library shares it), disabled, or
// absent (Node tests); remembering a language or a tab must never break a state update, so every failure is
// swallowed here and the preference simply is not remembered this time.
import type { StateStorage } from 'zustand/middleware';

export function forgivingStorage(
  backing: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): StateStorage {
  return {
    getItem: (name) => {
      try {
        return backing()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        backing()?.setItem(name, value);
      } catch {
        // Full or disabled storage: keep working without remembering.
      }
    },
    removeItem: (name) => {
      try {
        backing()?.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}
