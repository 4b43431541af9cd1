// Messages between the page and the runtime worker (DESIGN.md, Threads), written once as a table (decision
// 0404): `RuntimeProtocol` (what the worker serves, what `createRpcClient` is typed with) and the page's
// client methods (`RuntimeClient`, whose store part is the store's RuntimePort) both follow from it, and
// docs/runtime.md's table is checked against it (runtime-protocol-doc.test.ts). The page sends commands and
// receives the trace; the worker owns the engine, the workspace and the model providers. In Node the same
// protocol runs over a MessageChannel (see host/runtime-host.test.ts), so the CLI, tests and the page all
// drive one interface.
import {
  event,
  request,
  rowsFor,
  type Checked,
  type ClientOf,
  type ProtocolOf,
  type ProtocolTable,
  type RequestsFor,
} from '../../common/rpc-table';
import type { PermissionAnswer, TraceEvent } from '../../engine';
import type { SchemaCheck } from '../../engine/validation/check-against-schema';
import type { KnownSecrets } from '../../common/secrets/known-secrets';
import type { HumanTurn, TurnProblem } from '../../llm/human/validate-assistant-turn';
import type { SnapshotEntry } from '../../vfs/snapshot-format';
import type { WorkspaceListing } from './workspace-listing';
import type { LiveInput } from '../inputs/input-book';
import type { McpServerListing } from '../mcp/list-mcp-server';
import type { McpEndpoint } from '../mcp/mcp-endpoint';
import type { RunSpec } from '../spec/run-spec';
import type { Breakpoint } from '../stepping/breakpoint';
import type { TerminalInfo, TerminalRunParams, TerminalRunResult } from '../terminal/terminal-types';
import type {
  ControlCommand,
  LoadId,
  LoadParams,
  LoadResult,
  RecordedRevision,
  RecordedState,
  RuntimeStatus,
  WorkerHello,
  WorkspaceStoreState,
} from './runtime-messages';
import type { WorkspaceAccess } from '../../vfs/persist/tab-lock';

type None = Record<string, never>;

/**
 * Every request and event. `caller` says which part of the page calls a request: `store` (the store's
 * RuntimePort), `terminal` (the terminal's port) or `composition` (the composition root itself: the hello,
 * and the load it watches and follows with `start`).
 */
export const RUNTIME_PROTOCOL = {
  requests: {
    ping: request<{ nonce: string }, WorkerHello>()({ args: ['nonce'], caller: 'composition' }),
    /** Resets everything: a fresh workspace from the spec's snapshot, an empty trace. */
    load: request<LoadParams, LoadResult>()({
      args: ['spec', 'mode', 'credential', 'secrets', 'mcpEndpoints', 'start', 'breakpoints', 'loadId'],
      caller: 'composition',
    }),
    /**
     * The secrets the page knows now (a key entered, changed or forgotten): scrubbed from everything the
     * runtime records and releases from then on (docs/security.md). Returns how many values are scrubbed.
     */
    setSecrets: request<{ secrets: KnownSecrets }, { scrubbed: number }>()({
      args: ['secrets'],
      answer: null,
      caller: 'composition',
    }),
    /** Runs the spec's user messages in order (a replay or a lesson). Resolves when the runs are started. */
    start: request<None, { started: boolean }>()({ args: [], caller: 'composition' }),
    /** Adds a user message and runs it (continuing the conversation). */
    send: request<{ message: string }, { started: boolean }>()({
      args: ['message'],
      answer: null,
      caller: 'store',
    }),
    control: request<{ command: ControlCommand }, RuntimeStatus>()({
      args: ['command'],
      answer: null,
      caller: 'store',
    }),
    /**
     * Releases until the trace reaches this point (events not counting model-delta, engine/trace/trace-point.ts)
     * and pauses there: how a reopened session returns exactly where it was, whatever the release target was.
     */
    releaseTo: request<{ point: number }, RuntimeStatus>()({
      args: ['point'],
      answer: null,
      caller: 'store',
    }),
    setBreakpoints: request<{ breakpoints: readonly Breakpoint[] }, { count: number }>()({
      args: ['breakpoints'],
      answer: 'count',
      caller: 'store',
    }),
    answerPermission: request<{ requestId: string; answer: PermissionAnswer }, { accepted: boolean }>()({
      args: ['requestId', 'answer'],
      answer: 'accepted',
      caller: 'store',
    }),
    /** "Be the model": accepted when `problems` is empty; otherwise nothing is sent and the form shows them. */
    submitHumanTurn: request<{ turn: HumanTurn }, { problems: readonly TurnProblem[] }>()({
      args: ['turn'],
      answer: 'problems',
      caller: 'store',
    }),
    /** An editor or terminal change, clock advance, fault or settings change: applied at the next boundary. */
    input: request<{ input: LiveInput }, { queued: boolean; reason?: string }>()({
      args: ['input'],
      answer: 'queued',
      caller: 'store',
    }),
    /** The session as it stands (for export, share, the library): never contains the key. */
    exportSpec: request<None, RunSpec | null>()({ args: [], caller: 'store' }),
    /** What the library keeps: the spec, the inputs not anchored yet, and the revision they are at. */
    recordedState: request<None, RecordedState | null>()({ args: [], caller: 'store' }),
    /**
     * Inputs a reopened session had waiting for a boundary when it was saved: queued again as they were
     * (never applied at once), so they land at the same boundary as in the first run.
     */
    queueInputs: request<{ inputs: readonly LiveInput[] }, { queued: number }>()({
      args: ['inputs'],
      answer: null,
      caller: 'store',
    }),
    /**
     * The workspace as the person may see it, for the file tree after their own change (a terminal command):
     * as it is now, unless the agent's tools changed files in events not released yet (then as of the last
     * released event, so nothing the learner has not stepped to shows early). A listing without contents:
     * the page asks for the one file it shows with `workspaceFile` (docs/runtime.md, "The workspace").
     */
    workspace: request<None, WorkspaceListing | null>()({ args: [], caller: 'store' }),
    /**
     * The workspace as it was right after the event with this seq (-1: the starting files), for time travel:
     * exact even for events ahead of what has been released, since the runtime keeps a checkpoint per change.
     */
    workspaceAt: request<{ seq: number }, WorkspaceListing | null>()({ args: ['seq'], caller: 'store' }),
    /** One entry with its content as of a listing's `at` (a path relative to the root), or null. */
    workspaceFile: request<{ seq: number; path: string }, SnapshotEntry | null>()({
      args: ['seq', 'path'],
      caller: 'store',
    }),
    status: request<None, RuntimeStatus>()({ args: [], caller: 'composition' }),
    /**
     * Keeps the loaded session's workspace in the IndexedDB store `name` (a library entry's id), checked
     * against the replayed tree and rewritten where it differs (owner), or only checked (read-only: another
     * tab keeps it); null: keep it nowhere. A new load lets the store of the session before go.
     */
    persistWorkspace: request<{ name: string | null; access: WorkspaceAccess }, WorkspaceStoreState>()({
      args: ['name', 'access'],
      caller: 'store',
    }),
    /** Writes the workspace's pending changes now (the page is being hidden). */
    flushWorkspace: request<None, WorkspaceStoreState>()({ args: [], caller: 'composition' }),
    /** Deletes a session's stored workspace (the session was deleted from the library). */
    forgetWorkspace: request<{ name: string }, { removed: boolean }>()({
      args: ['name'],
      answer: 'removed',
      caller: 'store',
    }),
    /** The names (library entry ids) of every session workspace stored in this browser. */
    storedWorkspaces: request<None, { names: string[] }>()({ args: [], answer: 'names', caller: 'store' }),
    /**
     * Deletes the stored workspaces of these names that no tab keeps open (sessions the library no longer
     * has: deleted by a path that bypassed deleteSession, or a crash between the two deletions).
     */
    sweepWorkspaces: request<{ names: string[] }, { removed: string[] }>()({
      args: ['names'],
      answer: 'removed',
      caller: 'store',
    }),
    /** A command typed in the terminal: judged like the agent's Bash, run, its changes recorded (issue 7). */
    terminalRun: request<TerminalRunParams, TerminalRunResult>()({
      args: ['command', 'approved'],
      caller: 'terminal',
    }),
    /** Stop / Ctrl+C: ends the terminal's running command; the workspace is untouched. */
    terminalStop: request<None, { stopped: boolean }>()({ args: [], answer: 'stopped', caller: 'terminal' }),
    terminalInfo: request<None, TerminalInfo>()({ args: [], caller: 'terminal' }),
    /** o200k_base token counts of texts, for panels (the tokenizer loads here on the first ask, never in the page). */
    countTokens: request<{ texts: readonly string[] }, { tokens: readonly number[] }>()({
      args: ['texts'],
      caller: 'composition',
    }),
    /**
     * A schema known only at run time checked against values (the Tools and Script tabs): compiled here,
     * because the page's Content-Security-Policy forbids the `new Function` ajv compiles to (decision 0113).
     */
    checkSchema: request<{ schema: object; values: readonly unknown[] }, SchemaCheck>()({
      args: ['schema', 'values'],
      caller: 'composition',
    }),
    /**
     * "Connect an MCP server…": the server's `tools/list`, through the SDK in this worker (decision 0800), the
     * connection closed after it; a failure in words, the credentials scrubbed out.
     */
    listMcpServer: request<McpEndpoint, McpServerListing>()({
      args: ['url', 'headers'],
      caller: 'composition',
    }),
  },
  events: {
    ready: event<{ worker: 'runtime' }>()(['worker']),
    /** Newly released events, in order; the page appends them to its copy of the trace. */
    trace: event<{ loadId: LoadId | null; events: readonly TraceEvent[] }>()(['loadId', 'events']),
    status: event<{ loadId: LoadId | null; status: RuntimeStatus }>()(['loadId', 'status']),
    /**
     * The recorded inputs changed (an input, a message, a model exchange): the library saves. Its revision
     * orders it across loads, so it needs no load id.
     */
    recorded: event<RecordedRevision>()(['revision', 'pending']),
    /**
     * A person's change (made now, or replayed where it was made while the run rests) changed the workspace
     * with no event released: the page fetches the workspace again (`workspace`).
     */
    personChange: event<{ loadId: LoadId | null }>()(['loadId']),
  },
} as const satisfies ProtocolTable;

type Rows = (typeof RUNTIME_PROTOCOL)['requests'];

export type RuntimeProtocol = Checked<ProtocolOf<typeof RUNTIME_PROTOCOL>>;
/** A method per request, as the page calls them. */
export type RuntimeClient = ClientOf<Rows>;
/** The requests the store calls (its RuntimePort adds the watched load on top). */
export type StoreRequests = ClientOf<RequestsFor<Rows, 'store'>>;
export type TerminalRequests = ClientOf<RequestsFor<Rows, 'terminal'>>;

export const STORE_REQUESTS = rowsFor(RUNTIME_PROTOCOL.requests, 'store');
export const TERMINAL_REQUESTS = rowsFor(RUNTIME_PROTOCOL.requests, 'terminal');

export type * from './runtime-messages';
