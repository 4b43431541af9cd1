// Whether a new version of the app is waiting, as the prompt reads it from the app's services
// (ui/store/app-update-state.ts, fed by the compose layer's service-worker registration).
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../store/app-services';
import type { AppUpdate, AppUpdateState } from '../../store/app-update-state';

/** This app's update: whether one waits, and the person's two answers. */
export function useAppUpdate(): AppUpdate & Pick<AppUpdateState, 'accept' | 'postpone'> {
  const update = useAppServices().appUpdate;
  const { waiting, offlineReady } = useSyncExternalStore(update.subscribe, update.current, update.current);
  return { waiting, offlineReady, accept: update.accept, postpone: update.postpone };
}
