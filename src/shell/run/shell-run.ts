// What one shell call asks for and what it gives back: plain, structured-cloneable data, so the same shapes
// cross the shell worker's postMessage boundary and serve the in-process runner in Node.
import type { Changeset } from '../../vfs';
import type { ShellLimits } from '../limits';

export interface ShellRunRequest {
  readonly command: string;
  /** Absolute cwd; the Bash tool carries it from the previous call. */
  readonly cwd: string;
  /** Exported variables carried from the previous call. */
  readonly env: Readonly<Record<string, string>>;
  readonly limits: ShellLimits;
  /** Virtual time at the start of the call (epoch ms): `date`, `$SECONDS`, git commit times. */
  readonly clockMs: number;
  /** Seed for `$RANDOM` in this call (derived from the session's recorded seed). */
  readonly randomSeed: number;
  /** Identifies the call, for recording a nondeterministic outcome (wall-time stop, Stop button). */
  readonly requestId: string;
}

export type ShellLimitName = 'commands' | 'loop-iterations' | 'output-size' | 'call-depth' | 'other';

/** Why a command did not run to its end. */
export type ShellStop =
  | { readonly kind: 'timeout'; readonly afterMs: number }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'limit'; readonly limit: ShellLimitName; readonly message: string };

export interface ShellRunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  /** The cwd when the command ended. */
  readonly cwd: string;
  /** Exported variables when the command ended (to carry into the next call). */
  readonly env: Readonly<Record<string, string>>;
  readonly stop: ShellStop | null;
  /** The command's file changes; empty when it was stopped by wall time or Stop (those change nothing). */
  readonly changeset: Changeset;
}

/** Runs shell calls one after another against one workspace. */
export interface ShellRunner {
  run(request: ShellRunRequest, signal?: AbortSignal): Promise<ShellRunResult>;
}

/** True for outcomes that depend on the machine's speed: the runtime records them as session inputs. */
export function isNondeterministic(result: ShellRunResult): boolean {
  return result.stop?.kind === 'timeout' || result.stop?.kind === 'stopped';
}
