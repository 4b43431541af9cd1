// What the terminal asks the runtime worker and what it gets back (issue 7): plain data, so it crosses the
// worker boundary. A command is judged by the same risk classifiers as the agent's Bash before it runs.
import type { PermissionVerdict } from '../../engine/protocol/tool';
import type { ShellLimits } from '../../shell/limits';
import type { ShellStop } from '../../shell/run/shell-run';

export interface TerminalRunParams {
  readonly command: string;
  /** The person answered the inline ASK prompt with yes. Lifts ASK only, never DENY. */
  readonly approved?: boolean;
}

/** Both verdicts side by side: the AST classifier decides, the seed's regexes are shown for teaching. */
export interface TerminalDecision {
  readonly verdict: PermissionVerdict;
  readonly rule: string;
  readonly reason: string;
  /** The command node that decided. */
  readonly node: string;
  readonly seedRegexVerdict: PermissionVerdict | null;
  readonly seedRegexRule: string | null;
}

/** What happened to the command's file changes. */
export type TerminalChanges =
  | { readonly kind: 'none' }
  /** Applied to the workspace now and recorded as a session input. */
  | { readonly kind: 'applied'; readonly paths: readonly string[] }
  /** A turn is in flight: recorded, applied at the runtime's next phase boundary (like an editor edit). */
  | { readonly kind: 'queued'; readonly paths: readonly string[] };

export type TerminalRunResult =
  | { readonly kind: 'no-session' }
  | { readonly kind: 'refused'; readonly decision: TerminalDecision }
  | { readonly kind: 'needs-approval'; readonly decision: TerminalDecision }
  | {
      readonly kind: 'ran';
      readonly decision: TerminalDecision;
      readonly stdout: string;
      readonly stderr: string;
      readonly exitCode: number;
      /** The cwd after the command, carried into the next one. */
      readonly cwd: string;
      readonly stop: ShellStop | null;
      /** True when Stop (or Ctrl+C) ended it. */
      readonly stopped: boolean;
      readonly changes: TerminalChanges;
    };

/** What the terminal shows before the first command. */
export interface TerminalInfo {
  readonly cwd: string;
  readonly limits: ShellLimits;
}
