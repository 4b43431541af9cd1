// A panel's token counts, from the app's token counter (ui/store/token-counts.ts: the runtime worker counts,
// the page caches).
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../store/app-services';

export interface TokenCounts {
  /** One count per text, or null until they arrive (panels show "…" meanwhile). */
  readonly tokens: readonly number[] | null;
  /** Why the counts could not be had (the tokenizer failed to load); `retry` asks again. */
  readonly error: string | null;
  readonly retry: () => void;
}

export function useTokenCounts(texts: readonly string[]): TokenCounts {
  const [state, setState] = useState<{
    for: readonly string[];
    tokens: number[] | null;
    error: string | null;
  }>({ for: texts, tokens: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const { tokenCounts } = useAppServices();
  useEffect(() => {
    let live = true;
    tokenCounts.count(texts).then(
      (tokens) => live && setState({ for: texts, tokens, error: null }),
      (error: unknown) =>
        live &&
        setState({ for: texts, tokens: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [texts, attempt, tokenCounts]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.for === texts;
  return { tokens: current ? state.tokens : null, error: current ? state.error : null, retry };
}
