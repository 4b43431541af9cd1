// Run / pause over a recorded trace: while `playing`, the session actions move the cursor (playback.ts).
import { useEffect } from 'react';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';

export function usePlayback(): void {
  const actions = useSessionActions();
  const playing = useAppStore((s) => s.playing);
  useEffect(() => {
    if (!playing) return;
    return actions.startPlayback();
  }, [playing, actions]);
}
