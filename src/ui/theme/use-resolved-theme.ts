import { useSyncExternalStore } from 'react';
import { useAppStore } from '../store/use-app-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The theme actually shown: the person's choice, or the system's when they chose "system". */
export function useResolvedTheme(): 'light' | 'dark' {
  const choice = useAppStore((s) => s.theme);
  const systemDark = useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
