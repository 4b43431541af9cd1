// Everything outside the engine that influenced a run, anchored to where it happened, so a replay can feed it
// back at the same point. Anchors are (step, phase) — the runtime applies queued inputs only at these phase
// boundaries — or a call id for things that belong to one call.
import type { PermissionAnswer, PermissionNonAnswer } from '../../engine/gates/permission-types';
import type { ToolErrorCode } from '../../engine/protocol/tool-result';
import type { McpCallOutcome } from '../../tools/mcp/mcp-call-outcome';
import type { McpWire } from '../../engine/trace/mcp-wire';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import type { PartialRunSettings } from './run-settings';
import { assertNever } from '../../common/assert-never';

/**
 * before-step: before the schema is built (also where edits made while paused at the end of a step land);
 * before-tools: after the model answered, before its calls run; after-tools: after the turn's history append;
 * between-runs: while no run is going, after `step` steps of the session (0: before the first run). A replay
 * applies it when it gets there: after the run that ended at that step, or before the first run.
 */
export type Phase = 'before-step' | 'before-tools' | 'after-tools' | 'between-runs';

export const PHASES: readonly Phase[] = ['before-step', 'before-tools', 'after-tools', 'between-runs'];

export interface Anchor {
  /**
   * 1-based ReAct step of the run, counted across the whole session (runs continue the numbering); for
   * between-runs, the steps taken so far (0 before the first run).
   */
  readonly step: number;
  readonly phase: Phase;
}

/** A file change as JSON (the editor's save, or what a terminal command changed). */
export type JsonFileChange =
  | {
      readonly type: 'file';
      readonly path: string;
      readonly encoding: 'utf8' | 'base64';
      readonly content: string;
    }
  | { readonly type: 'directory'; readonly path: string }
  | { readonly type: 'delete'; readonly path: string };

/**
 * What a person's reply to a question was: an answer, or Stop pressed while it waited (the run ended there;
 * recorded so that a replay, a reload included, ends the run at the same question instead of asking again).
 */
export type RecordedPermissionReply = PermissionAnswer | Extract<PermissionNonAnswer, 'stopped'>;

export type RecordedInput =
  | { readonly type: 'permission-answer'; readonly callId: string; readonly answer: RecordedPermissionReply }
  | {
      readonly type: 'workspace-edit';
      readonly at: Anchor;
      readonly source: 'editor' | 'terminal';
      /** The terminal command that made the changes, for display. */
      readonly command?: string;
      readonly changes: readonly JsonFileChange[];
    }
  | { readonly type: 'clock-advance'; readonly at: Anchor; readonly ms: number }
  | {
      readonly type: 'fault';
      readonly at: Anchor;
      readonly toolName: string;
      readonly errorCode: ToolErrorCode;
      readonly message: string;
      /** How many of the tool's next calls fail. */
      readonly count: number;
    }
  | { readonly type: 'settings-change'; readonly at: Anchor; readonly settings: PartialRunSettings }
  /**
   * A shell run whose outcome depended on the machine's speed (stopped by the wall-time limit or by Stop): not
   * reproducible by running again, so the replay answers that call from this record. Such runs change no files.
   */
  | { readonly type: 'shell-limit-stop'; readonly callId: string; readonly result: RecordedShellResult }
  /**
   * What the person decided about a failed model call (the session's `failure`-th, as its model-error event
   * numbers it): send the same request again, or give up and end the run there (decision 0735).
   */
  | { readonly type: 'call-retry'; readonly failure: number; readonly answer: RetryAnswer }
  /**
   * An MCP server's answer to one `tools/call` (or why there was none), recorded like a model's answer so a
   * replay, a share link and the trace hash need no server (docs/mcp.md).
   */
  | {
      readonly type: 'mcp-call';
      readonly callId: string;
      readonly outcome: McpCallOutcome;
      /** What went over the wire for it (the MCP lane), secrets scrubbed; absent in calls recorded before. */
      readonly wire?: McpWire;
    }
  /**
   * An MCP server said its tools changed (`notifications/tools/list_changed`): its `tools/list` as the runtime
   * read it again before the next model request. A replay swaps the server's tools at the same boundary, so
   * the schema changes at the same step without the server (docs/mcp.md).
   */
  | {
      readonly type: 'mcp-tools-changed';
      readonly at: Anchor;
      /** The session's name for the server (`tools.mcp[].name`). */
      readonly server: string;
      readonly tools: readonly McpToolListing[];
    }
  /** The user pressed Stop. */
  | { readonly type: 'stop'; readonly at: Anchor };

/**
 * `give-up`: the run ends with the failure (Stop), and so does a replay of the session's messages;
 * `move-on`: the person gave up by sending a new message, so a replay goes on to the next message.
 */
export type RetryAnswer = 'retry' | 'give-up' | 'move-on';

/** A shell run's outcome as JSON (its changeset is always empty for the runs recorded here). */
export interface RecordedShellResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly stop:
    | { readonly kind: 'timeout'; readonly afterMs: number }
    | { readonly kind: 'stopped' }
    | {
        readonly kind: 'limit';
        readonly limit: 'commands' | 'loop-iterations' | 'output-size' | 'call-depth' | 'other';
        readonly message: string;
      }
    | null;
}

export type RecordedInputType = RecordedInput['type'];

export function anchorOf(input: RecordedInput): Anchor | undefined {
  switch (input.type) {
    case 'permission-answer':
    case 'shell-limit-stop':
    case 'call-retry':
    case 'mcp-call':
      return undefined;
    case 'workspace-edit':
    case 'clock-advance':
    case 'fault':
    case 'settings-change':
    case 'mcp-tools-changed':
    case 'stop':
      return input.at;
    default: {
      return assertNever(input);
    }
  }
}

export function sameAnchor(a: Anchor, b: Anchor): boolean {
  return a.step === b.step && a.phase === b.phase;
}
