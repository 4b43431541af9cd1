// The store bound to React: zustand/react's `useStore` over this app's vanilla store (from the app's
// services, app-services.tsx; the one file of ui/ that imports zustand, and only this binding). Components
// select narrowly, and call session actions (session-actions.ts) for everything that changes more than one
// value or talks to the runtime.
import { useStore } from 'zustand';
import type { AppState } from '../../state/store';
import { useAppServices } from './app-services';

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppServices().store, selector);
}
