// gpt-tokenizer's o200k_base tables are large, so they load only when a panel first needs token counts.
import { useEffect, useState } from 'react';

export type CountTokens = (text: string) => number;

let loading: Promise<CountTokens> | null = null;

function loadCounter(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((module) => module.countTokens);
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
