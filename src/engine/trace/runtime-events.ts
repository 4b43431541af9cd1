// Events the runtime appends (typed here so the whole log is one union): the loop, the model, the workspace,
// and the inputs a person gives (permission answers, clock advances).
import type { OpenAITool } from '../protocol/openai-tool';
import type { PermissionReply } from '../gates/permission-types';
import type { TraceEventBase } from './trace-event-base';
import type { ResponseAssumption } from './response-assumption';
import type { WireExchange } from './wire-exchange';
import type { McpWire } from './mcp-wire';
import type { RecordedRunSettings, RecordedSettingsChange } from './recorded-run-settings';
import type { AgentParent } from './agent-parent';

/** Raw tool call as the model sent it, made safe to show: arguments as text. */
export interface RawToolCallView {
  readonly id: string | null;
  readonly name: string | null;
  /** The arguments as a string (objects are shown as JSON). */
  readonly arguments: string;
}

/** A run starts with a user message. */
export interface RunStartEvent extends TraceEventBase {
  readonly type: 'run-start';
  readonly runId: string;
  readonly userMessage: string;
  /** The settings in force. */
  readonly settings: RecordedRunSettings;
  /**
   * A nested agent's run (a Task subagent) opens its span here and names the call that started it; the main
   * agent's runs have none. Traces recorded before spans lack it (agent-spans.ts reads their scope instead).
   */
  readonly parent?: AgentParent;
}

/** Appended by the runtime. */
export interface StepStartEvent extends TraceEventBase {
  readonly type: 'step-start';
  readonly maxSteps: number;
}

/** The exact request body sent to the model. */
export interface ModelRequestEvent extends TraceEventBase {
  readonly type: 'model-request';
  readonly request: {
    readonly model: string;
    readonly messages: readonly unknown[];
    readonly tools: readonly OpenAITool[];
    readonly toolChoice: unknown;
    readonly parallelToolCalls: boolean;
  };
  /** Fingerprint of the `tools` array (see schema-build). */
  readonly toolsFingerprint: string;
}

/** One streamed fragment. Left out of the trace hash. */
export interface ModelDeltaEvent extends TraceEventBase {
  readonly type: 'model-delta';
  readonly delta:
    | { readonly kind: 'text'; readonly text: string }
    | {
        readonly kind: 'tool-call';
        readonly index: number;
        readonly id?: string;
        readonly name?: string;
        readonly argumentsFragment?: string;
      };
}

/** The assembled response. */
export interface ModelResponseEvent extends TraceEventBase {
  readonly type: 'model-response';
  readonly content: string | null;
  readonly toolCalls: readonly RawToolCallView[];
  readonly finishReason: string | null;
  readonly usage?: {
    readonly promptTokens: number;
    readonly completionTokens: number;
    readonly totalTokens: number;
    /** Prompt tokens read from the prompt cache; absent when the endpoint did not say (TokenUsage). */
    readonly cacheReadTokens?: number;
    /** Prompt tokens written to the prompt cache; absent when the endpoint did not say. */
    readonly cacheCreationTokens?: number;
  };
  /**
   * What went over the wire (the body as sent, the SSE events as received), when the provider sent over a
   * network or replays a recording that did; for the Request / Response inspector, left out of the hash.
   */
  readonly wire?: WireExchange;
  /** What had to be assumed to read an endpoint's answer (absent when nothing was). */
  readonly assumptions?: readonly ResponseAssumption[];
}

/**
 * A model call that failed (an HTTP error, a timeout, a stream cut off, an answer that could not be read):
 * what the provider said, and what went over the wire as far as it got. The step waits here for the
 * person's decision — a retry sends the same request again (the next model-request of the step), giving up
 * ends the run — which is recorded by `failure` (decision 0735). A Stop of a call in flight is no failure.
 */
export interface ModelErrorEvent extends TraceEventBase {
  readonly type: 'model-error';
  /** The session's failed calls counted from 1: the recorded retry decision names its failure by this. */
  readonly failure: number;
  /** The provider's failure kind (llm's ModelErrorKind: `rate-limited`, `server`, `timeout`, …). */
  readonly kind: string;
  /** The provider's English sentence (the endpoint's own words first where it gave any). */
  readonly message: string;
  readonly status?: number;
  /** How long the endpoint asked to wait (`retry-after` / `retry-after-ms`), when it said. */
  readonly retryAfterMs?: number;
  /** As on model-response: for the Request / Response views, left out of the hash. */
  readonly wire?: WireExchange;
}

/**
 * What went over the wire for one MCP call (its JSON-RPC messages and the HTTP headers the page set, secrets
 * scrubbed), appended while the call runs, live or answered from its record: the inspector's MCP lane.
 * Left out of the trace hash like a model call's wire.
 */
export interface McpExchangeEvent extends TraceEventBase {
  readonly type: 'mcp-exchange';
  /** null: the server's own handshake and `tools/list` when it was connected, shown before the first step. */
  readonly callId: string | null;
  /** The person's name for the server (the tool's namespace). */
  readonly server: string;
  readonly exchanges: McpWire;
}

/**
 * One progress notification of an MCP call, appended as it comes while the call runs, so the call's card
 * shows it live; a replay says the recorded ones when the call is answered from its record. Like a streamed
 * delta it is how the answer arrived, not what the pipeline did: outside the trace hash and no point of the
 * trace (decision 0888). The figures are also kept with the answer (`data.progress`, decision 0869).
 */
export interface McpProgressEvent extends TraceEventBase {
  readonly type: 'mcp-progress';
  readonly callId: string;
  /** The person's name for the server (the tool's namespace). */
  readonly server: string;
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/**
 * A server's changed tool list (`tools/list_changed`, applied at a before-step boundary) that the registry
 * refused: its old tools are kept, and this says so where the schema would have changed. A replay applies
 * the same recorded list to the same registry, so it refuses it again: in the trace hash.
 */
export interface McpToolsRefusedEvent extends TraceEventBase {
  readonly type: 'mcp-tools-refused';
  /** The person's name for the server (the tool's namespace). */
  readonly server: string;
  /** Why the list could not be registered, in English (a name listed twice, a pattern RE2 refuses, …). */
  readonly reason: string;
  /** How many tools the refused list held. */
  readonly listed: number;
}

/** Appended by the runtime. */
export interface StepEndEvent extends TraceEventBase {
  readonly type: 'step-end';
  /** `tool-calls`: the loop continues; `final-answer`: the model answered without tools; `stopped`: abort/limit. */
  readonly outcome: 'tool-calls' | 'final-answer' | 'stopped';
}

/** Appended by the runtime. */
export interface RunEndEvent extends TraceEventBase {
  readonly type: 'run-end';
  readonly reason: 'final-answer' | 'max-steps' | 'aborted' | 'error';
  readonly finalText: string | null;
  readonly error: string | null;
  readonly steps: number;
}

/** A workspace change (by a tool, the editor, the terminal, a spill). */
export interface FileChangeEvent extends TraceEventBase {
  readonly type: 'file-change';
  readonly path: string;
  readonly kind: 'create' | 'modify' | 'delete' | 'rename' | 'mkdir' | 'rmdir' | 'symlink';
  readonly oldVersion: number | null;
  readonly newVersion: number | null;
  readonly source: 'tool' | 'editor' | 'terminal' | 'spill' | 'restore';
  /** The tool call that caused it, when a tool did. */
  readonly callId: string | null;
  /** For renames. */
  readonly toPath?: string;
}

/**
 * How a permission-ask ended: a person's answer, one recorded in the session for replay, the CLI's `--ask`, or
 * none (`source: 'none'`): no one could answer (`unanswered`), or the run was stopped while it waited.
 */
export interface PermissionAnswerEvent extends TraceEventBase {
  readonly type: 'permission-answer';
  readonly requestId: string;
  readonly callId: string;
  readonly answer: PermissionReply;
  readonly source: 'user' | 'recorded' | 'cli' | 'none';
}

/**
 * A settings change (the Settings tab, or a recorded input) took effect: `change` is what it set; `settings`
 * the settings in force from here on, in the form `run-start` records them.
 */
export interface SettingsChangeEvent extends TraceEventBase {
  readonly type: 'settings-change';
  readonly change: RecordedSettingsChange;
  readonly settings: RecordedRunSettings;
}

/** The user (or a recorded input) moved the virtual clock forward. */
export interface ClockAdvanceEvent extends TraceEventBase {
  readonly type: 'clock-advance';
  readonly fromMs: number;
  readonly toMs: number;
  readonly reason: string;
}
