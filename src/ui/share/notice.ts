// One message at a time for the share / import / lesson flows ("This link cannot be opened: …"), shown by
// the header entry and the embed player. Text only: it is rendered as a React text node, never as HTML.
import { useSyncExternalStore } from 'react';

export interface Notice {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

let notice: Notice | null = null;
const listeners = new Set<() => void>();

export function showNotice(next: Notice | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}
