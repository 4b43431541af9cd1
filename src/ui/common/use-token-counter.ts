// Token counts come from the runtime worker, which loads gpt-tokenizer's o200k_base tables (~1 MB gzip) on the
// first ask and keeps the only copy: the page never downloads its own. The compose layer plugs in the port.
import { useCallback, useEffect, useState } from 'react';

export type TokenCountPort = (texts: readonly string[]) => Promise<readonly number[]>;

let port: TokenCountPort | null = null;

/** Called once by ui/app/compose when the runtime worker is connected. */
export function provideTokenCountPort(next: TokenCountPort): void {
  port = next;
}

/**
 * Counts are cached by text: stepping through a session redraws the same messages again and again, and
 * asking for them each time would cost a round trip per frame.
 */
const known = new Map<string, number>();

/** Counts known ahead (the embedded player's recording, counted at build time with the same tokenizer). */
export function seedTokenCounts(texts: readonly string[], tokens: readonly number[]): void {
  texts.forEach((text, i) => {
    const count = tokens[i];
    if (count !== undefined) known.set(text, count);
  });
}

async function countAll(texts: readonly string[]): Promise<number[]> {
  const missing = [...new Set(texts.filter((text) => !known.has(text)))];
  if (missing.length > 0) {
    if (!port) throw new Error('no runtime to count tokens');
    const tokens = await port(missing);
    if (known.size > 5000) known.clear();
    missing.forEach((text, i) => known.set(text, tokens[i]!));
  }
  return texts.map((text) => known.get(text)!);
}

/**
 * Has the runtime load its tokenizer now (it loads once, on a run's first step, otherwise). For replaying a
 * session to a position: its steps then release at the pace of computing, not of a 1 MB download.
 */
export async function preloadTokenizer(): Promise<void> {
  await port?.([]);
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
  useEffect(() => {
    let live = true;
    countAll(texts).then(
      (tokens) => live && setState({ for: texts, tokens, error: null }),
      (error: unknown) =>
        live &&
        setState({ for: texts, tokens: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [texts, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.for === texts;
  return { tokens: current ? state.tokens : null, error: current ? state.error : null, retry };
}
