// Whether the person asked their system for less motion (prefers-reduced-motion), kept current as they
// change it: the guide's step playback settles at once then, as the diagram's CSS does.
import { useSyncExternalStore } from 'react';

const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  // Rendered to a string (tests, a static snapshot) there is no system to ask: full motion is the default.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_QUERY).matches,
    () => false,
  );
}
