// The page's side of the runtime worker: the store's RuntimePort over the worker's RPC client, and the
// worker's trace and status streams fed into the store.
import type { RpcClient } from '../../../common/worker-rpc';
import type { RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import { refreshWorkspace } from '../../../state/shown-workspace';
import type { AppStore, LoadOutcome, RuntimePort } from '../../../state/store';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads under way: until the worker answers, the events arriving are the previous session's. */
export interface LoadsInFlight {
  count: number;
}

export function createRuntimePort(
  runtime: RpcClient<RuntimeProtocol>,
  loads: LoadsInFlight = { count: 0 },
): RuntimePort {
  return {
    async load(spec, options = {}) {
      try {
        loads.count += 1;
        let loaded: LoadOutcome;
        try {
          loaded = await runtime.call('load', {
            spec,
            mode: options.mode ?? 'replay',
            start: 'paused',
            ...(options.apiKey ? { apiKey: options.apiKey } : {}),
          });
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
      await runtime.call('control', { command });
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
  };
}

/** Streams the runtime's released events and status into the store, and plugs the port in. */
export function connectRuntimeToStore(runtime: RpcClient<RuntimeProtocol>, store: AppStore): void {
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
  store.getState().setRuntimePort(port);
}
