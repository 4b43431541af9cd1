// What the terminal needs from the runtime worker, declared here because ui/ may not import runtime/: the
// compose layer plugs in the worker's `terminalRun` / `terminalStop` / `terminalInfo`, and the type checker
// proves the shapes agree (runtime/terminal/terminal-types.ts is the source of truth).
export type Verdict = 'ALLOW' | 'ASK' | 'DENY';

export interface TerminalDecisionView {
  readonly verdict: Verdict;
  readonly rule: string;
  readonly reason: string;
  readonly node: string;
  readonly seedRegexVerdict: Verdict | null;
  readonly seedRegexRule: string | null;
}

export type TerminalOutcome =
  | { readonly kind: 'no-session' }
  /** Not run: this tab cannot keep a change to the session (another tab saves it); `reason` in words. */
  | { readonly kind: 'not-kept'; readonly reason: string }
  | { readonly kind: 'refused'; readonly decision: TerminalDecisionView }
  | { readonly kind: 'needs-approval'; readonly decision: TerminalDecisionView }
  | {
      readonly kind: 'ran';
      readonly decision: TerminalDecisionView;
      readonly stdout: string;
      readonly stderr: string;
      readonly exitCode: number;
      readonly cwd: string;
      readonly stop: { readonly kind: string } | null;
      readonly stopped: boolean;
      readonly changes:
        | { readonly kind: 'none' }
        | { readonly kind: 'applied' | 'queued'; readonly paths: readonly string[] };
    };

export interface TerminalLimitsView {
  readonly timeoutMs: number;
  readonly maxCommandCount: number;
  readonly maxLoopIterations: number;
  readonly maxOutputBytes: number;
}

export interface TerminalPort {
  run(command: string, approved: boolean): Promise<TerminalOutcome>;
  stop(): Promise<boolean>;
  info(): Promise<{ readonly cwd: string; readonly limits: TerminalLimitsView }>;
}
