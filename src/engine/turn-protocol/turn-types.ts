// The contract between the runtime and the engine: one call of `executeTurn` per model turn. Stage folders
// (orchestrator, executor) read these types too; they import nothing back from turn/.
import type { SubagentCapability } from '../protocol/tool';
import type { ToolResult } from '../protocol/tool-result';
import type { EngineClock, IdSource } from '../clock/engine-clock';
import type { Registry } from '../registry/registry';
import type { EngineSettings } from '../settings/engine-settings';
import type { SpillSink } from '../budget/spill';
import type { EventSink } from '../trace/event-log';
import type { BatchView, PlannedCallView } from '../trace/trace-events';
import type { HistoryMessage } from '../history/history-message';
import type { AskPermission } from '../gates/permission-types';
import type { BreakerStore } from '../stores/circuit-breaker';
import type { FaultInjector } from '../stores/fault-injection';
import type { ReadCache } from '../stores/read-cache';
import type { PermissionGrants } from '../stores/permission-grants';

export type { SpillSink } from '../budget/spill';

/** A tool call as a model sent it. Anything may be missing or malformed; the engine never throws on it. */
export interface RawToolCall {
  readonly id?: unknown;
  readonly name?: unknown;
  /** A JSON string (the wire format) or an already-parsed object. */
  readonly arguments?: unknown;
}

export interface TurnInput {
  readonly step: number;
  readonly toolCalls: readonly RawToolCall[];
  /** The assistant's text beside its tool calls (goes into the assistant history message). */
  readonly assistantText: string | null;
}

export interface EngineDeps {
  readonly registry: Registry;
  readonly settings: EngineSettings;
  /** Resolves an ASK in `ask` mode (a person, a recorded answer in replay, the CLI's --ask). */
  readonly askPermission: AskPermission;
  /** "Approve always" answers, kept for the session. */
  readonly grants: PermissionGrants;
  readonly breakers: BreakerStore;
  readonly readCache: ReadCache;
  readonly faults: FaultInjector;
  readonly clock: EngineClock;
  readonly ids: IdSource;
  readonly sink: EventSink;
  readonly spill: SpillSink;
  readonly signal: AbortSignal;
  /** Working directory given to tools (default `/workspace`). */
  readonly cwd?: string;
  /** True inside a Task's nested loop (Task is then denied). */
  readonly insideSubagent?: boolean;
  /** Lets Task run a nested loop; passed through to tools' context. */
  readonly subagent?: SubagentCapability;
  /**
   * Called after each batch, before the next starts (the runtime flushes the workspace here, so a reload
   * mid-turn loses at most one batch). Awaited; a rejection is ignored: the changes stay pending for the
   * next flush, and a storage failure must not change what the model is told.
   */
  readonly afterBatch?: (batchIndex: number) => Promise<void>;
}

/** What happened to one call, in the model's order. */
export interface CallOutcome {
  readonly index: number;
  readonly callId: string;
  readonly toolName: string;
  /** The raw result, before the budget. */
  readonly result: ToolResult;
  /** What the model sees: the serialized (and possibly cut) result; the tool message's content. */
  readonly modelContent: string;
  readonly modelBytes: number;
  readonly rawBytes: number;
  readonly cut: 'none' | 'per-tool' | 'turn-total';
  readonly spillPath: string | null;
  /** Null for calls past the cap (not run). */
  readonly batchIndex: number | null;
  readonly startMs: number;
  readonly endMs: number;
}

export interface TurnOutcome {
  readonly step: number;
  readonly calls: readonly CallOutcome[];
  /** The plan as drawn in the trace. */
  readonly plan: { readonly calls: readonly PlannedCallView[]; readonly batches: readonly BatchView[] };
  /** Assistant message (with tool_calls) then one tool message per id, in the model's order. */
  readonly messages: readonly HistoryMessage[];
  readonly startMs: number;
  readonly endMs: number;
  /** Model-visible bytes of all tool messages of the turn (within the total budget for calls within the cap). */
  readonly totalModelBytes: number;
  readonly aborted: boolean;
}
