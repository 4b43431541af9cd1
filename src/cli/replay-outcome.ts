// What a replay writes to and what it comes to: shared by `npm run replay` for one session and `--all`, which
// runs many and summarises each (replay-all.ts), so neither imports the other for its types.
import type { ExpectationResult } from './replay-expect';

export interface ReplayIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** What one replay came to, for `--all`'s summary. */
export interface ReplayOutcome {
  readonly code: number;
  /** Null when the session could not be read or run at all (exit 2). */
  readonly traceHash: string | null;
  readonly expectations: readonly ExpectationResult[];
  /** Where it stopped, as the lines say it. */
  readonly stopped: string;
}
