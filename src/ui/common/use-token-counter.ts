// gpt-tokenizer's o200k_base tables are large, so they load only when a panel first needs token counts.
import { useEffect, useState } from 'react';

export type CountTokens = (text: string) => number;

let loading: Promise<CountTokens> | null = null;

/**
 * Counts are cached by text: stepping through a session redraws the same messages again and again, and
 * encoding them each time would cost a frame.
 */
function cached(count: CountTokens): CountTokens {
  const cache = new Map<string, number>();
  return (text) => {
    let tokens = cache.get(text);
    if (tokens === undefined) {
      tokens = count(text);
      if (cache.size > 5000) cache.clear();
      cache.set(text, tokens);
    }
    return tokens;
  };
}

function loadCounter(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((module) => cached(module.countTokens));
  return loading;
}

/** Null until the tokenizer has loaded (panels show "…" meanwhile); a failed load is reported as an error. */
export function useTokenCounter(): { count: CountTokens | null; error: string | null } {
  const [state, setState] = useState<{ count: CountTokens | null; error: string | null }>({
    count: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadCounter().then(
      (count) => live && setState({ count, error: null }),
      (error: unknown) => live && setState({ count: null, error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
