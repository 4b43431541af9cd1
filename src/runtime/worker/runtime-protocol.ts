// Messages between the page and the runtime worker (DESIGN.md, Threads). The page sends commands and
// receives the trace; the worker owns the engine, the workspace and the model providers. In Node the same
// protocol runs over a MessageChannel (see host/runtime-host.test.ts), so the CLI, tests and the page all
// drive one interface.
import type { RpcProtocol } from '../../common/worker-rpc';
import type { PermissionAnswer, PermissionRequest, TraceEvent } from '../../engine';
import type { HumanTurn, TurnProblem } from '../../llm/human/validate-assistant-turn';
import type { ModelRequest } from '../../llm/model-types';
import type { SnapshotEntry } from '../../vfs/snapshot-format';
import type { WorkspaceListing } from '../host/workspace-timeline';
import type { LiveInput } from '../inputs/input-book';
import type { LoopResult } from '../loop/loop-context';
import type { EndpointCredential } from '../providers/endpoint-credential';
import type { ModelCallInFlight } from '../providers/observed-provider';
import type { ProviderMode } from '../providers/provider-for-spec';
import type { RunSpec } from '../spec/run-spec';
import type { Breakpoint } from '../stepping/breakpoint';
import type { TerminalInfo, TerminalRunParams, TerminalRunResult } from '../terminal/terminal-types';
import type { PauseReason } from '../stepping/release-gate';

export interface WorkerHello {
  readonly worker: 'runtime' | 'shell';
  /** Echo of the request's nonce, so a test can prove the round trip. */
  readonly nonce: string;
}

export type ControlCommand = 'run' | 'pause' | 'step' | 'step-over' | 'stop';

export interface LoadParams {
  readonly spec: RunSpec;
  /** `replay` plays the cassette; `continue` plays it then goes on with the spec's provider (a fork); `live` ignores it. */
  readonly mode: ProviderMode;
  /**
   * An API key and the endpoint it was entered for, held in the worker's memory only (never echoed, exported
   * or traced); used only when the spec's endpoint is that one.
   */
  readonly credential?: EndpointCredential;
  /** `paused` (the default) waits for a control command before the first event. */
  readonly start?: 'run' | 'paused';
  readonly breakpoints?: readonly Breakpoint[];
}

export type LoadResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** What the runtime is waiting for, if anything a person must do. */
export type RuntimeWaiting =
  | { readonly kind: 'permission'; readonly request: PermissionRequest }
  | {
      readonly kind: 'human-turn';
      readonly request: ModelRequest;
      readonly problems: readonly TurnProblem[];
    };

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

/** The recorded state at one revision: the spec (as `exportSpec`) and the inputs still waiting for a boundary. */
export interface RecordedState {
  readonly revision: number;
  readonly spec: RunSpec;
  readonly pending: readonly LiveInput[];
}

export interface RuntimeProtocol extends RpcProtocol {
  requests: {
    ping: { params: { nonce: string }; result: WorkerHello };
    /** Resets everything: a fresh workspace from the spec's snapshot, an empty trace. */
    load: { params: LoadParams; result: LoadResult };
    /** Runs the spec's user messages in order (a replay or a lesson). Resolves when the runs are started. */
    start: { params: Record<string, never>; result: { started: boolean } };
    /** Adds a user message and runs it (continuing the conversation). */
    send: { params: { message: string }; result: { started: boolean } };
    control: { params: { command: ControlCommand }; result: RuntimeStatus };
    setBreakpoints: { params: { breakpoints: readonly Breakpoint[] }; result: { count: number } };
    answerPermission: {
      params: { requestId: string; answer: PermissionAnswer };
      result: { accepted: boolean };
    };
    /** "Be the model": accepted when `problems` is empty; otherwise nothing is sent and the form shows them. */
    submitHumanTurn: { params: { turn: HumanTurn }; result: { problems: readonly TurnProblem[] } };
    /** An editor or terminal change, clock advance, fault or settings change: applied at the next boundary. */
    input: { params: { input: LiveInput }; result: { queued: boolean; reason?: string } };
    /** The session as it stands (for export, share, the library): never contains the key. */
    exportSpec: { params: Record<string, never>; result: RunSpec | null };
    /** What the library keeps: the spec, the inputs not anchored yet, and the revision they are at. */
    recordedState: { params: Record<string, never>; result: RecordedState | null };
    /**
     * Inputs a reopened session had waiting for a boundary when it was saved: queued again as they were
     * (never applied at once), so they land at the same boundary as in the first run.
     */
    queueInputs: { params: { inputs: readonly LiveInput[] }; result: { queued: number } };
    /**
     * The workspace as the person may see it, for the file tree after their own change (a terminal command):
     * as it is now, unless the agent's tools changed files in events not released yet (then as of the last
     * released event, so nothing the learner has not stepped to shows early). A listing without contents:
     * the page asks for the one file it shows with `workspaceFile` (docs/runtime.md, "The workspace").
     */
    workspace: { params: Record<string, never>; result: WorkspaceListing | null };
    /**
     * The workspace as it was right after the event with this seq (-1: the starting files), for time travel:
     * exact even for events ahead of what has been released, since the runtime keeps a checkpoint per change.
     */
    workspaceAt: { params: { seq: number }; result: WorkspaceListing | null };
    /** One entry with its content as of a listing's `at` (a path relative to the root), or null. */
    workspaceFile: { params: { seq: number; path: string }; result: SnapshotEntry | null };
    status: { params: Record<string, never>; result: RuntimeStatus };
    /** A command typed in the terminal: judged like the agent's Bash, run, its changes recorded (issue 7). */
    terminalRun: { params: TerminalRunParams; result: TerminalRunResult };
    /** Stop / Ctrl+C: ends the terminal's running command; the workspace is untouched. */
    terminalStop: { params: Record<string, never>; result: { stopped: boolean } };
    terminalInfo: { params: Record<string, never>; result: TerminalInfo };
    /** o200k_base token counts of texts, for panels (the tokenizer loads here on the first ask, never in the page). */
    countTokens: { params: { texts: readonly string[] }; result: { tokens: readonly number[] } };
  };
  events: {
    ready: { worker: 'runtime' };
    /** Newly released events, in order; the page appends them to its copy of the trace. */
    trace: { events: readonly TraceEvent[] };
    status: RuntimeStatus;
    /** The recorded inputs changed (an input, a message, a model exchange): the library saves. */
    recorded: RecordedRevision;
    /**
     * A person's change (made now, or replayed where it was made while the run rests) changed the workspace
     * with no event released: the page fetches the workspace again (`workspace`).
     */
    personChange: Record<string, never>;
  };
}
