// The page's side of the runtime worker: the store's RuntimePort over the supervised worker, and the
// worker's trace and status streams (of the load the page asked for last) fed into the store. Opening a
// session and Stop go through the watchdog (runtime-watchdog.ts): a worker that stopped answering is
// replaced, so both always work.
import i18next from 'i18next';
import { clientOver } from '../../../common/rpc-table';
import { STORE_REQUESTS, type LoadId, type RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import { refreshWorkspace } from '../../../state/shown-workspace';
import type { AppStore, LoadOutcome, RuntimePort } from '../../../state/store';
import type { TraceEvent } from '../../../engine';
import type { KnownSecrets } from '../../../common/secrets/known-secrets';
import type { McpEndpoint } from '../../../state/session-edit/port-types';
import { deviceSecrets } from '../../../state/device-secrets';
import { ReleaseHold, type HeldPushes } from './release-hold';
import type { SupervisedRuntime } from './runtime-supervisor';
import { stopForSure, whileAnswering } from './runtime-watchdog';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The load whose pushes the page keeps: its id goes with the load request and comes back on every trace,
 * status and personChange push of that session, so what the replaced session posted before the worker took
 * up the load is dropped (decision 0404). Ids are only ever compared for equality.
 */
export class ShownLoad {
  private lastId = 0;
  /** Null until the first load: the worker's pushes then carry null too. */
  id: LoadId | null = null;

  /** A fresh id for a load about to be sent; from now on only its pushes are kept. */
  next(): LoadId {
    this.lastId += 1;
    this.id = this.lastId;
    return this.id;
  }

  shows(loadId: LoadId | null): boolean {
    return loadId === this.id;
  }
}

const silent = () => i18next.t('runtime.failure.unresponsive');
const silentWhileLoading = () => i18next.t('runtime.failure.unresponsiveLoad');

/** What the page shows of a worker it just replaced: nothing loaded, and why. */
export function replacedStatus(message: string): RuntimeStatus {
  return {
    phase: 'idle',
    paused: false,
    pauseReason: null,
    released: 0,
    computed: 0,
    waiting: null,
    lastRun: null,
    asking: null,
    failure: { stage: 'unresponsive', message },
  };
}

/**
 * The store's RuntimePort: the table's store requests as client methods (runtime-protocol.ts), plus the two
 * the page watches — opening a session (its place among the requests taken at once, retried on a fresh worker
 * if this one is silent, then started) and Stop (the worker replaced if the run does not end).
 */
export function createRuntimePort(
  runtime: SupervisedRuntime,
  shown: ShownLoad = new ShownLoad(),
  hold: ReleaseHold | null = null,
  secrets: () => KnownSecrets = () => [],
  mcpEndpoints: () => readonly McpEndpoint[] = () => [],
): RuntimePort {
  const requests = clientOver(STORE_REQUESTS, runtime);
  return {
    ...requests,
    // What the release brings back reaches the store in one update once it stopped (release-hold.ts).
    async releaseTo(point) {
      hold?.begin(shown.id, point);
      try {
        await requests.releaseTo(point);
        hold?.answered();
      } catch (error) {
        hold?.letGo();
        throw error;
      }
    },
    async load(spec, options = {}) {
      try {
        // From now on only this load's pushes are kept, though the load itself is sent a task later: copying a
        // big session into the message is a few ms of its own, apart from the task that drew it (issue 37).
        // It keeps its place among the page's requests all the same (send-line.ts). If the worker does not
        // answer meanwhile (the last session left it stuck), it is replaced and the load goes to the fresh
        // one; a load that silences the fresh one too is this session's doing, and is refused.
        const loadId = shown.next();
        const request = () =>
          runtime.callInNextTask('load', {
            spec,
            mode: options.mode ?? 'replay',
            start: 'paused',
            loadId,
            ...(options.credential ? { credential: options.credential } : {}),
            // With every load, so a worker that replaced a silent one knows them from its first event.
            secrets: secrets(),
            // The MCP servers' headers, by address, for the session's live MCP calls (memory only).
            mcpEndpoints: mcpEndpoints(),
          });
        let watched = await whileAnswering(runtime, request(), silent());
        if (!watched.ok) watched = await whileAnswering(runtime, request(), silentWhileLoading());
        const loaded: LoadOutcome = watched.ok ? watched.value : { ok: false, reason: silentWhileLoading() };
        if (!loaded.ok) return { ok: false, reason: loaded.reason };
        await runtime.call('start', {});
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    async control(command) {
      if (command === 'stop') await stopForSure(runtime, silent());
      else await requests.control(command);
    },
  };
}

/** Streams the runtime's released events and status into the store, and plugs the port in. */
export function connectRuntimeToStore(runtime: SupervisedRuntime, store: AppStore): void {
  const shown = new ShownLoad();
  const hold = new ReleaseHold(
    (pushes) => applyHeld(store, pushes),
    () => store.getState().livePoint,
  );
  const port = createRuntimePort(
    runtime,
    shown,
    hold,
    () => deviceSecrets(store.getState()),
    () => store.getState().mcpEndpoints,
  );
  tellSecrets(runtime, store);
  runtime.on('trace', ({ loadId, events }) => {
    if (hold.trace(loadId, events)) return;
    // Events of another load (the session being replaced posted them before the worker took up the new
    // load) must not join this one's trace.
    if (shown.shows(loadId)) appendTrace(store, events);
  });
  runtime.on('status', ({ loadId, status }) => {
    if (hold.status(loadId, status)) return;
    if (shown.shows(loadId)) store.getState().setRuntimeStatus(status);
  });
  // A replaced worker has nothing loaded: the trace shown stays, the status says what happened.
  runtime.onReplaced((reason) => {
    hold.letGo();
    store.getState().setRuntimeStatus(replacedStatus(reason));
  });
  // Not filtered by load like the trace: a revision never repeats, and the loaded session's own revision is
  // posted last, so the store ends on it.
  runtime.on('recorded', (revision) => {
    if (!hold.recorded(revision)) store.getState().setRecordedRevision(revision);
  });
  // A person's change released no event (a reopened session replays one where it was made, at rest): the
  // file tree asks for the workspace as the person may see it.
  runtime.on('personChange', ({ loadId }) => {
    if (store.getState().traceSource.kind === 'runtime' && shown.shows(loadId))
      void refreshWorkspace(store, (port) => port.workspace());
  });
  store.getState().setRuntimePort(port);
}

/**
 * The device's secrets reach the runtime as they change (a key typed, remembered or cleared), before the
 * message a person might paste it into: requests reach the worker in the order they are sent.
 */
function tellSecrets(runtime: SupervisedRuntime, store: AppStore): void {
  let told = deviceSecrets(store.getState());
  // A worker that fails to take them is replaced, and the fresh one gets them with its next load.
  const tell = (secrets: KnownSecrets) => void runtime.call('setSecrets', { secrets }).catch(() => undefined);
  if (told.some((source) => source.values.length > 0)) tell(told);
  store.subscribe((state) => {
    const now = deviceSecrets(state);
    if (now === told) return;
    told = now;
    tell(now);
  });
}

/**
 * One push of the trace into the store. The file tree follows the workspace: fetched again whenever a
 * released event changed a file, as of the last released event (the engine may have computed further; those
 * changes show when they are released).
 */
function appendTrace(store: AppStore, events: readonly TraceEvent[]): void {
  if (store.getState().traceSource.kind !== 'runtime') return;
  // A session replayed under its recording (the embedded player adopting the runtime: recorded-embed.ts)
  // releases events the page holds already; only those past them are new.
  const held = store.getState().events.length;
  const fresh =
    events[0] !== undefined && events[0].seq < held ? events.filter((e) => e.seq >= held) : events;
  if (fresh.length > 0) store.getState().appendEvents(fresh);
  const last = events.at(-1);
  if (last && events.some((event) => event.type === 'file-change'))
    void refreshWorkspace(store, (port) => port.workspaceAt(last.seq));
}

/** A release's held pushes, in the order they came: the trace, then what the runtime recorded and its status. */
function applyHeld(store: AppStore, pushes: HeldPushes): void {
  if (pushes.events.length > 0) appendTrace(store, pushes.events);
  if (pushes.recorded !== null) store.getState().setRecordedRevision(pushes.recorded);
  if (pushes.status !== null) store.getState().setRuntimeStatus(pushes.status);
}
