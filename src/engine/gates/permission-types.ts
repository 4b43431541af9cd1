// Permission settings, requests and answers (seed, gate 1). The decision logic is in permission.ts.
import type { RiskDecision } from '../protocol/tool';

/**
 * ask: ASK waits for a person; auto-deny: ASK becomes DENY (the seed's behaviour); accept-edits: an ASK for a
 * write that stays inside the workspace becomes ALLOW; read-only: only reads run.
 */
export type PermissionMode = 'ask' | 'auto-deny' | 'accept-edits' | 'read-only';

export const PERMISSION_MODES: readonly PermissionMode[] = ['ask', 'auto-deny', 'accept-edits', 'read-only'];

/** User rules: `Tool` or `Tool(pattern)`; `Bash(npm run:*)` is a prefix, file tools take a path glob. */
export interface PermissionRules {
  readonly allow: readonly string[];
  readonly ask: readonly string[];
  readonly deny: readonly string[];
}

export interface PermissionSettings {
  readonly mode: PermissionMode;
  readonly rules: PermissionRules;
}

export type PermissionAnswer = 'approve-once' | 'approve-always' | 'deny';

/**
 * How a question ended when nobody answered it: `unanswered` when no one could (a headless replay with no
 * recorded answer), `stopped` when the run was stopped while it waited. The call does not run either way,
 * and the trace says which: never that a person denied it.
 */
export type PermissionNonAnswer = 'unanswered' | 'stopped';

export type PermissionReply = PermissionAnswer | PermissionNonAnswer;

/** What a person is asked. The runtime resolves it (UI, recorded input in replay, `--ask` in the CLI). */
export interface PermissionRequest {
  /** Unique per ask; answers are recorded against it and against the call id. */
  readonly requestId: string;
  readonly callId: string;
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** The command (Bash) or path (file tools) the rules match, if any. */
  readonly subject: string | null;
  /** The rule that produced ASK, and why (English). */
  readonly rule: string;
  readonly reason: string;
  readonly risk: RiskDecision | null;
  /** The rule "approve always" would add, e.g. `Bash(npm test)`; null when it would approve too much. */
  readonly alwaysRule: string | null;
}

/** The runtime's side of ASK: an awaitable answer, or how the question ended without one. */
export type AskPermission = (request: PermissionRequest) => Promise<PermissionReply>;
