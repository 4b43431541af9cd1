// The live session: the runtime worker's status, and the port through which the page sends it commands.
// The port is an interface so state/ and ui/ stay free of workers: ui/app/compose plugs the worker client in.
import type { StateCreator } from 'zustand';
import type { TraceEvent } from '../engine';
import { endpointOf, type EndpointCredential } from '../runtime/providers/endpoint-credential';
import type { ProviderMode } from '../runtime/providers/provider-for-spec';
import type { PartialRunSettings } from '../runtime/spec/run-settings';
import type { RunSpec } from '../runtime/spec/run-spec';
import type { McpServerSpec } from '../runtime/spec/user-tool-spec';
import type { RecordedRevision, RuntimeStatus, StoreRequests } from '../runtime/worker/runtime-protocol';
import { isEndpoint, type EndpointApi } from '../runtime/spec/provider-spec';
import type { TraceSlice } from './trace-slice';
import type { WorkspaceSlice } from './workspace-slice';

/** `superseded`: another session was opened before this one finished loading; the screen is that one's. */
export type LoadOutcome = { ok: true } | { ok: false; reason: string; superseded?: true };

/** How a spec is loaded (session-edit/ reloads with these, so they live with the port, not there). */
export interface LoadOptions {
  /** Default `replay`: the cassette if the spec has one, else the spec's provider. */
  readonly mode?: ProviderMode;
  /** A key and the endpoint it belongs to, held in the worker's memory; never part of the spec. */
  readonly credential?: EndpointCredential;
}

/**
 * The store's commands to the runtime: the client methods of the protocol table's store requests
 * (runtime-protocol.ts: adding a request there adds its method here), and opening a session, which the
 * composition root watches (ui/app/compose/runtime-port.ts).
 */
export type RuntimePort = StoreRequests & {
  /** Resets the worker to the spec (paused before the first event) and starts its user messages. */
  load(spec: RunSpec, options?: LoadOptions): Promise<LoadOutcome>;
};

/** What drives the open session's model turns, for the status bar (never the key). */
export interface SessionModel {
  readonly kind: RunSpec['provider']['kind'];
  readonly model: string;
  /** True when recorded responses are replayed rather than asked for. */
  readonly replaying: boolean;
  /** The endpoint an endpoint's session asks (null for other providers, or a base URL that is none). */
  readonly endpoint: string | null;
  /** A key for that endpoint went with the load, so a step may ask it live; without one nothing is sent. */
  readonly keyed: boolean;
  /** The wire protocol an endpoint's session speaks (null for other providers): the status bar names it. */
  readonly api: EndpointApi | null;
}

/**
 * The embedded player plays a lesson recorded at build time and starts the runtime worker only when
 * something needs it (a change, a count the recording lacks): `waiting` until then, `starting` while it
 * loads and replays the session, `failed` with the reason and a retry. Null: the runtime is the usual one.
 */
export type DeferredRuntime =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'starting' }
  | { readonly phase: 'failed'; readonly reason: string; readonly retry: () => void };

/** A run recorded ahead (session/lessons/lesson-recording.ts): its released events and final status. */
export interface RecordedRun {
  readonly events: readonly TraceEvent[];
  readonly status: RuntimeStatus;
}

export interface RuntimeSlice {
  runtimePort: RuntimePort | null;
  deferredRuntime: DeferredRuntime | null;
  runtimeStatus: RuntimeStatus | null;
  /** The runtime's latest recorded revision: autosave saves when it moves (see RecordedRevision). */
  recordedRevision: RecordedRevision | null;
  sessionModel: SessionModel | null;
  /** The open session's settings as its document gives them (the Settings tab's values before any run). */
  sessionSettings: PartialRunSettings | null;
  /** The open session's MCP servers with their listed tools: the records the page marks MCP tools by. */
  sessionMcpServers: readonly McpServerSpec[];
  setRuntimePort: (port: RuntimePort) => void;
  setRuntimeStatus: (status: RuntimeStatus) => void;
  setRecordedRevision: (revision: RecordedRevision) => void;
  setDeferredRuntime: (deferred: DeferredRuntime | null) => void;
  /** Opens a session in the runtime: an empty trace that fills as the runtime releases events. */
  openSession: (spec: RunSpec, title: string, options?: LoadOptions) => Promise<LoadOutcome>;
  /** Shows a session as opening it and running it to its end would, from its recorded run. */
  showRecordedRun: (spec: RunSpec, title: string, run: RecordedRun, options?: LoadOptions) => void;
}

export const createRuntimeSlice: StateCreator<
  RuntimeSlice & TraceSlice & WorkspaceSlice,
  [],
  [],
  RuntimeSlice
> = (set, get) => ({
  runtimePort: null,
  deferredRuntime: null,
  runtimeStatus: null,
  recordedRevision: null,
  sessionModel: null,
  sessionSettings: null,
  sessionMcpServers: [],
  setRuntimePort: (runtimePort) => set({ runtimePort }),
  setRuntimeStatus: (runtimeStatus) => set({ runtimeStatus }),
  setRecordedRevision: (recordedRevision) => set({ recordedRevision }),
  setDeferredRuntime: (deferredRuntime) => set({ deferredRuntime }),
  showRecordedRun: (spec, title, run, options) => {
    get().loadTrace(run.events, { kind: 'runtime', title });
    get().setInitialWorkspace(spec.workspace);
    set({
      sessionSettings: { ...spec.settings },
      sessionMcpServers: spec.tools.mcp ?? [],
      sessionModel: sessionModelOf(spec, options),
      runtimeStatus: run.status,
    });
  },
  openSession: async (spec, title, options) => {
    const port = get().runtimePort;
    if (!port) return { ok: false, reason: 'the runtime worker is not connected' };
    const source = { kind: 'runtime', title } as const;
    get().loadTrace([], source);
    get().setInitialWorkspace(spec.workspace);
    set({ sessionSettings: { ...spec.settings }, sessionMcpServers: spec.tools.mcp ?? [] });
    // Handed to the runtime in the task that draws it: the load claims the page's pushes for this session
    // (runtime-port.ts, ShownLoad), so none of the replaced session's may land in between. Yielding here
    // for a shorter task let them in (issue 37's eleventh session; runtime-port.test.ts).
    const outcome = await port.load(spec, options);
    // Another session opened while this one loaded: the screen is that one's now, and nothing may act on
    // this one as if it were shown (make it the active library entry, replay it to a position).
    if (get().traceSource !== source) {
      return {
        ok: false,
        reason: 'Another session was opened before this one finished loading.',
        superseded: true,
      };
    }
    if (!outcome.ok) get().setTraceError(outcome.reason);
    else set({ sessionModel: sessionModelOf(spec, options) });
    // Imported files are not in the spec the page holds: the tree shows what the runtime restored.
    if (outcome.ok && spec.importedTree && spec.workspace.entries.length === 0) {
      const listing = await port.workspace().catch(() => null);
      if (listing && get().traceSource === source) get().setWorkspace(listing);
    }
    return outcome;
  },
});

/** What answers the model turns now, as the provider panel names the choices: a replay says so. */
export function answeringChoice(model: SessionModel): 'replay' | SessionModel['kind'] {
  return model.replaying ? 'replay' : model.kind;
}

function sessionModelOf(spec: RunSpec, options: LoadOptions | undefined): SessionModel {
  const replaying = (options?.mode ?? 'replay') === 'replay' && (spec.cassette?.entries.length ?? 0) > 0;
  const named = isEndpoint(spec.provider) ? endpointOf(spec.provider.baseURL) : null;
  const endpoint = named?.ok ? named.endpoint : null;
  const keyed = endpoint !== null && options?.credential?.endpoint === endpoint;
  const api = isEndpoint(spec.provider) ? spec.provider.api : null;
  return { kind: spec.provider.kind, model: spec.provider.model, replaying, endpoint, keyed, api };
}

export type {
  ControlCommand,
  RecordedRevision,
  RecordedState,
  RuntimeStatus,
  RuntimeWaiting,
} from '../runtime/worker/runtime-protocol';
export type { RunSpec } from '../runtime/spec/run-spec';
export type { LiveInput } from '../runtime/inputs/input-book';

/** Whether the page is connected to a runtime worker (a component's "live" check, without the port). */
export const hasRuntime = (state: Pick<RuntimeSlice, 'runtimePort'>): boolean => state.runtimePort !== null;
