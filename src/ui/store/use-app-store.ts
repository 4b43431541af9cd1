// The store bound to React: zustand/react's `useStore` over the vanilla store instance of state/ (the one
// file of ui/ that imports zustand, and only this binding). Components select narrowly, and call session
// actions (use-session-actions.ts) for everything that changes more than one value or talks to the runtime.
import { useStore } from 'zustand';
import { appStore } from '../../state/app-store';
import type { AppState } from '../../state/store';

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
