// The link from a nested agent's span to the call that started it (decision 0408). A Task subagent's events
// carry its scope (`task:<callId>`); the run-start that opens the scope carries this, so a reader (the
// conversation, the pipeline view, an exporter) hangs the nested run under the right call without parsing
// the scope's text.

/** Where a nested agent's run hangs in its parent's trace. */
export interface AgentParent {
  /** The parent agent's scope; absent when the parent is the main agent. */
  readonly scope?: string;
  /** The parent's call that started the nested run (a Task call). */
  readonly callId: string;
  /** That call's span id (its tool-start and tool-end share it). */
  readonly spanId: string;
  /** The parent's step the call ran in. */
  readonly step: number;
}

/** The scope a Task call's subagent runs under: one place names the convention. */
export function taskScope(callId: string): string {
  return `${TASK_PREFIX}${callId}`;
}

const TASK_PREFIX = 'task:';

/**
 * The scope of a subagent started by a call made in `parentScope` (a subagent's own Task, when the session's
 * nesting depth allows one): the path of Task calls down to it, so call ids that repeat between agents never
 * share a scope. Under the main agent it is `taskScope(callId)`.
 */
export function subagentScope(parentScope: string | undefined, callId: string): string {
  return parentScope === undefined ? taskScope(callId) : `${parentScope}/${taskScope(callId)}`;
}

/** The call that started a subagent's scope: the text after its last `task:` (null for the main agent). For
 * words on screen and span names; to place a nested run, read its run-start's parent instead. */
export function taskCallIdOf(scope: string | undefined): string | null {
  if (scope === undefined) return null;
  const at = scope.lastIndexOf(TASK_PREFIX);
  return at < 0 ? null : scope.slice(at + TASK_PREFIX.length);
}
