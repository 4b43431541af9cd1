// The data that travels between the page and the runtime worker: load params and result, the status, what
// the runtime waits for, the recorded state. The requests and events themselves are the table in
// runtime-protocol.ts.
import type { PermissionRequest } from '../../engine';
import type { TurnProblem } from '../../llm/human/validate-assistant-turn';
import type { ModelRequest } from '../../llm/model-types';
import type { LiveInput } from '../inputs/input-book';
import type { LoopResult } from '../loop/loop-context';
import type { KnownSecrets } from '../../common/secrets/known-secrets';
import type { EndpointCredential } from '../providers/endpoint-credential';
import type { McpEndpoint } from '../mcp/mcp-endpoint';
import type { ModelCallInFlight } from '../providers/observed-provider';
import type { ProviderMode } from '../providers/provider-for-spec';
import type { RunSpec } from '../spec/run-spec';
import type { Breakpoint } from '../stepping/breakpoint';
import type { FailedCall } from '../retries/failed-call-desk';
import type { PauseReason } from '../stepping/release-latch';
import type { MirrorCheck } from '../../vfs/persist/workspace-mirror';

export interface WorkerHello {
  readonly worker: 'runtime' | 'shell';
  /** Echo of the request's nonce, so a test can prove the round trip. */
  readonly nonce: string;
}

export type ControlCommand = 'run' | 'pause' | 'step' | 'step-over' | 'finish-step' | 'stop';

export interface LoadParams {
  readonly spec: RunSpec;
  /** `replay` plays the cassette; `continue` plays it then goes on with the spec's provider (a fork); `live` ignores it. */
  readonly mode: ProviderMode;
  /**
   * An API key and the endpoint it was entered for, held in the worker's memory only (never echoed, exported
   * or traced); used only when the spec's endpoint is that one.
   */
  readonly credential?: EndpointCredential;
  /**
   * Every secret the page knows (its API keys, remembered or in memory), so the runtime scrubs them from
   * what it records; the same as the last `setSecrets`, repeated so a fresh worker knows them from its load.
   */
  readonly secrets?: KnownSecrets;
  /**
   * The bearer tokens and headers the person gave for MCP server addresses, held in the worker's memory only
   * (never in the spec, the record or the trace) and sent only to the address they were given for.
   */
  readonly mcpEndpoints?: readonly McpEndpoint[];
  /** `paused` (the default) waits for a control command before the first event. */
  readonly start?: 'run' | 'paused';
  readonly breakpoints?: readonly Breakpoint[];
  /**
   * Names this load: it comes back on the load's result and on every trace, status and personChange push of
   * the session it loads, so the page keeps only the pushes of the session it asked for (decision 0404).
   */
  readonly loadId?: LoadId;
}

/** Chosen by the page, unique among its loads; `null` on pushes while nothing the page named is loaded. */
export type LoadId = number;

/** `loadId` echoes the params' (when they named one). */
export type LoadResult =
  | { readonly ok: true; readonly loadId?: LoadId }
  | { readonly ok: false; readonly reason: string; readonly loadId?: LoadId };

/** What the runtime is waiting for, if anything a person must do. */
export type RuntimeWaiting =
  | { readonly kind: 'permission'; readonly request: PermissionRequest }
  | {
      readonly kind: 'human-turn';
      readonly request: ModelRequest;
      readonly problems: readonly TurnProblem[];
    }
  /** A model call failed and waits for the person to retry it or give up (retries/failed-call-desk.ts). */
  | { readonly kind: 'failed-call'; readonly call: FailedCall };

/**
 * Something went wrong that was nobody's input mistake: the session could not be loaded (refused, or the
 * load threw), a run failed inside the runtime, a command threw, or (set by the page's watchdog) the worker
 * stopped answering and was replaced. The page shows it; another load clears it.
 */
export interface RuntimeFailure {
  readonly stage: 'load' | 'run' | 'command' | 'unresponsive';
  readonly message: string;
}

export interface RuntimeStatus {
  /** idle: nothing loaded or between runs; running: a run is in progress; finished: the last run ended. */
  readonly phase: 'idle' | 'running' | 'finished';
  readonly paused: boolean;
  readonly pauseReason: PauseReason | null;
  /** Events shown so far / computed so far (computed may run ahead of shown while paused). */
  readonly released: number;
  readonly computed: number;
  readonly waiting: RuntimeWaiting | null;
  /** How the last run ended (null while none has). */
  readonly lastRun: LoopResult | null;
  /** The last failure since the session was loaded (null: none). */
  readonly failure: RuntimeFailure | null;
  /** A live endpoint being asked right now (the request is in flight), or null. */
  readonly asking: ModelCallInFlight | null;
}

/**
 * What the session has recorded, for the library: `revision` moves on every change (it never repeats, across
 * loads too), so a save can say which state it wrote; `pending` counts inputs made but not anchored yet.
 */
export interface RecordedRevision {
  readonly revision: number;
  readonly pending: number;
}

/**
 * The recorded state at one revision: the spec (as `exportSpec`), the inputs still waiting for a boundary,
 * and `at`, how far the trace was released when the spec was read, with the status then (the position saved
 * with this spec: the page may have shown more by the time the answer reaches it, which this spec may not
 * hold, as a final answer recorded just after; issue 36).
 */
export interface RecordedState {
  readonly revision: number;
  readonly spec: RunSpec;
  readonly pending: readonly LiveInput[];
  readonly at: RecordedAt;
}

/** The released point (engine/trace/trace-point.ts), the step the step counter names there, the status. */
export interface RecordedAt {
  readonly point: number;
  readonly step: number;
  readonly status: RuntimeStatus;
}

/**
 * Whether the loaded session's workspace is kept in IndexedDB (host/workspace-persistence.ts). `check` says
 * what attaching found (vfs/persist/workspace-mirror.ts `MirrorCheck`): created, verified (the store held
 * exactly the replayed tree), rebuilt (`differing` paths were rewritten), replaced (unreadable: `reason`), or,
 * read-only, differs (left as it was).
 * `pending`: paths changed and not written yet; `failure`: why the last flush failed (they stay pending).
 */
export type WorkspaceStoreState =
  | { readonly kind: 'none' }
  | { readonly kind: 'opening'; readonly name: string; readonly access: 'owner' | 'read-only' }
  | {
      readonly kind: 'attached';
      readonly name: string;
      readonly access: 'owner' | 'read-only';
      readonly check: MirrorCheck;
      readonly differing: number;
      readonly files: number;
      readonly pending: number;
      readonly failure: string | null;
      readonly reason?: string;
    }
  | {
      readonly kind: 'failed';
      readonly name: string;
      readonly access: 'owner' | 'read-only';
      readonly reason: string;
    };
