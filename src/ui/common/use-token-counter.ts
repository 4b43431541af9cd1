// Token counts come from the runtime worker, which loads gpt-tokenizer's o200k_base tables (~1 MB gzip) on the
// first ask and keeps the only copy: the page never downloads its own. The compose layer plugs in the port.
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../store/app-services';
import { portSlot, type PortSlot } from '../store/port-slot';

export type TokenCountPort = (texts: readonly string[]) => Promise<readonly number[]>;

export interface TokenCountService {
  /** The runtime's counter, plugged in by ui/app/compose when the runtime worker is connected. */
  readonly port: PortSlot<TokenCountPort>;
  /** Counts known ahead (the embedded player's recording, counted at build time with the same tokenizer). */
  seed(texts: readonly string[], tokens: readonly number[]): void;
  count(texts: readonly string[]): Promise<number[]>;
  /**
   * Has the runtime load its tokenizer now (it loads once, on a run's first step, otherwise). For replaying a
   * session to a position: its steps then release at the pace of computing, not of a 1 MB download.
   */
  preload(): Promise<void>;
}

/** One per app (ui/store/app-services.tsx), made by ui/app/compose with the app's other services. */
export function createTokenCounts(): TokenCountService {
  const port = portSlot<TokenCountPort>();
  /**
   * Counts are cached by text: stepping through a session redraws the same messages again and again, and
   * asking for them each time would cost a round trip per frame.
   */
  const known = new Map<string, number>();
  return {
    port,
    seed(texts, tokens) {
      texts.forEach((text, i) => {
        const count = tokens[i];
        if (count !== undefined) known.set(text, count);
      });
    },
    async count(texts) {
      const missing = [...new Set(texts.filter((text) => !known.has(text)))];
      if (missing.length > 0) {
        const counter = port.current();
        if (!counter) throw new Error('no runtime to count tokens');
        const tokens = await counter(missing);
        if (known.size > 5000) known.clear();
        missing.forEach((text, i) => known.set(text, tokens[i]!));
      }
      return texts.map((text) => known.get(text)!);
    },
    async preload() {
      await port.current()?.([]);
    },
  };
}

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
