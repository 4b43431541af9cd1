// The app's token counter: the runtime worker counts (ui/ports/token-count-port.ts) and the page keeps what
// it was told, per app (useTokenCounts in ui/common reads it).
import { portSlot, type PortSlot } from '../ports/port-slot';
import type { TokenCountPort } from '../ports/token-count-port';

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

/** One per app (app-services.tsx), made by ui/app/compose with the app's other services. */
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
