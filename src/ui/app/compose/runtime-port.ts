// The page's side of the runtime worker: the store's RuntimePort over the supervised worker, and the
// worker's trace and status streams fed into the store. Opening a session and Stop go through the watchdog
// (runtime-watchdog.ts): a worker that stopped answering is replaced, so both always work.
import i18next from 'i18next';
import type { RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import { refreshWorkspace } from '../../../state/shown-workspace';
import type { AppStore, LoadOutcome, RuntimePort } from '../../../state/store';
import type { SupervisedRuntime } from './runtime-supervisor';
import { stopForSure, whileAnswering } from './runtime-watchdog';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads under way: until the worker answers, the events arriving are the previous session's. */
export interface LoadsInFlight {
  count: number;
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

export function createRuntimePort(
  runtime: SupervisedRuntime,
  loads: LoadsInFlight = { count: 0 },
): RuntimePort {
  return {
    async load(spec, options = {}) {
      try {
        loads.count += 1;
        let loaded: LoadOutcome;
        try {
          // Sent at once, so it keeps its place among the page's requests. If the worker does not answer
          // meanwhile (the last session left it stuck), it is replaced and the load goes to the fresh one;
          // a load that silences the fresh one too is this session's doing, and is refused.
          const request = () =>
            runtime.call('load', {
              spec,
              mode: options.mode ?? 'replay',
              start: 'paused',
              ...(options.credential ? { credential: options.credential } : {}),
            });
          let watched = await whileAnswering(runtime, request(), silent());
          if (!watched.ok) watched = await whileAnswering(runtime, request(), silentWhileLoading());
          loaded = watched.ok ? watched.value : { ok: false, reason: silentWhileLoading() };
        } finally {
          loads.count -= 1;
        }
        if (!loaded.ok) return loaded;
        await runtime.call('start', {});
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    async control(command) {
      if (command === 'stop') await stopForSure(runtime, silent());
      else await runtime.call('control', { command });
    },
    async answerPermission(requestId, answer) {
      return (await runtime.call('answerPermission', { requestId, answer })).accepted;
    },
    async send(message) {
      await runtime.call('send', { message });
    },
    async input(input) {
      return (await runtime.call('input', { input })).queued;
    },
    workspace() {
      return runtime.call('workspace', {});
    },
    workspaceAt(seq) {
      return runtime.call('workspaceAt', { seq });
    },
    workspaceFile(seq, path) {
      return runtime.call('workspaceFile', { seq, path });
    },
    async submitHumanTurn(turn) {
      return (await runtime.call('submitHumanTurn', { turn })).problems;
    },
    exportSpec() {
      return runtime.call('exportSpec', {});
    },
    recordedState() {
      return runtime.call('recordedState', {});
    },
    async queueInputs(inputs) {
      await runtime.call('queueInputs', { inputs });
    },
  };
}

/** Streams the runtime's released events and status into the store, and plugs the port in. */
export function connectRuntimeToStore(runtime: SupervisedRuntime, store: AppStore): void {
  const loads: LoadsInFlight = { count: 0 };
  const port = createRuntimePort(runtime, loads);
  // The file tree follows the workspace: fetched again whenever a released event changed a file, as of the
  // last released event (the engine may have computed further; those changes show when they are released).
  runtime.on('trace', ({ events }) => {
    // The worker answers in order: events that arrive while a load is under way were posted before it, by the
    // session being replaced, and must not join the new one's trace.
    if (store.getState().traceSource.kind !== 'runtime' || loads.count > 0) return;
    store.getState().appendEvents(events);
    const last = events.at(-1);
    if (last && events.some((event) => event.type === 'file-change'))
      void refreshWorkspace(store, (port) => port.workspaceAt(last.seq));
  });
  runtime.on('status', (status) => store.getState().setRuntimeStatus(status));
  // A replaced worker has nothing loaded: the trace shown stays, the status says what happened.
  runtime.onReplaced((reason) => store.getState().setRuntimeStatus(replacedStatus(reason)));
  // Not held back during a load like the trace: a revision never repeats, and the loaded session's own
  // revision is posted last, so the store ends on it.
  runtime.on('recorded', (revision) => store.getState().setRecordedRevision(revision));
  // A person's change released no event (a reopened session replays one where it was made, at rest): the
  // file tree asks for the workspace as the person may see it.
  runtime.on('personChange', () => {
    if (store.getState().traceSource.kind === 'runtime' && loads.count === 0)
      void refreshWorkspace(store, (port) => port.workspace());
  });
  store.getState().setRuntimePort(port);
}
