// The browser's ShellRunner: commands run in the shell worker, off the page's and the runtime's threads.
// Stop terminates the worker (a busy just-bash command cannot be interrupted any other way) and starts a
// fresh one, which is reloaded from the workspace before its first command; the stopped command's changes
// are lost with it, so the workspace stays untouched. A watchdog does the same if the worker does not answer
// within the wall-time limit plus a grace period (just-bash's own backstop normally answers first).
import { createRpcClient, type PortLike, type RpcClient } from '../../common/worker-rpc';
import { EMPTY_CHANGESET, type Workspace } from '../../vfs';
import { BACKSTOP_GRACE_MS } from '../limits';
import type { ShellRunner, ShellRunRequest, ShellRunResult, ShellStop } from '../run/shell-run';
import { applyRunResult, oneAtATime } from '../run/apply-run-result';
import type { ShellProtocol } from './shell-protocol';
import { WorkspaceSync } from './workspace-sync';

export interface ShellWorkerHandle extends PortLike {
  terminate(): void;
}

export interface WorkerShellRunnerOptions {
  readonly workspace: Workspace;
  /** Starts a shell worker, e.g. `() => new Worker(new URL('./shell.worker.ts', import.meta.url), { type: 'module' })`. */
  readonly spawn: () => ShellWorkerHandle;
  /** Extra time past the wall-time limit before the watchdog kills the worker (default: backstop + 1 s). */
  readonly watchdogGraceMs?: number;
}

export interface WorkerShellRunner extends ShellRunner {
  /** The Stop button: kills the running command (if any) and starts a fresh worker. */
  stop(): void;
  dispose(): void;
}

interface LiveWorker {
  readonly handle: ShellWorkerHandle;
  readonly client: RpcClient<ShellProtocol>;
  loaded: boolean;
}

function stoppedResult(request: ShellRunRequest, stop: ShellStop): ShellRunResult {
  const note =
    stop.kind === 'timeout'
      ? `bash: stopped: the command ran past the wall-time limit (${stop.afterMs} ms)\n`
      : 'bash: stopped by the user\n';
  return {
    stdout: '',
    stderr: note,
    exitCode: stop.kind === 'timeout' ? 124 : 130,
    cwd: request.cwd,
    env: request.env,
    stop,
    changeset: EMPTY_CHANGESET,
  };
}

export function createWorkerShellRunner(options: WorkerShellRunnerOptions): WorkerShellRunner {
  const sync = new WorkspaceSync(options.workspace);
  const graceMs = options.watchdogGraceMs ?? BACKSTOP_GRACE_MS + 1_000;
  let live: LiveWorker | null = null;
  let interrupt: ((stop: ShellStop) => void) | null = null;

  const start = (): LiveWorker => {
    const handle = options.spawn();
    return { handle, client: createRpcClient<ShellProtocol>(handle), loaded: false };
  };
  const kill = () => {
    live?.client.dispose('the shell worker was stopped');
    live?.handle.terminate();
    live = null;
  };

  const prepare = async (worker: LiveWorker): Promise<void> => {
    if (!worker.loaded) {
      sync.forgetAll();
      await worker.client.call('reset', { snapshot: await options.workspace.snapshot() });
      worker.loaded = true;
      return;
    }
    const changeset = await sync.takeChangeset();
    if (changeset) await worker.client.call('sync', { changeset });
  };

  const runOne = async (request: ShellRunRequest, signal?: AbortSignal): Promise<ShellRunResult> => {
    live ??= start();
    const worker = live;
    const interrupted = new Promise<ShellStop>((resolve) => {
      interrupt = resolve;
      signal?.addEventListener('abort', () => resolve({ kind: 'stopped' }), { once: true });
      if (signal?.aborted) resolve({ kind: 'stopped' });
    });
    const watchdog = setTimeout(
      () => interrupt?.({ kind: 'timeout', afterMs: request.limits.timeoutMs }),
      request.limits.timeoutMs + graceMs,
    );
    try {
      const outcome = await Promise.race([
        prepare(worker)
          .then(() => worker.client.call('run', { request }))
          .then((result) => ({ result })),
        interrupted.then((stop) => ({ stop })),
      ]);
      if ('stop' in outcome) {
        kill();
        live = start(); // a fresh worker takes the stopped one's place, reloaded before its first command
        return stoppedResult(request, outcome.stop);
      }
      return await applyResult(worker, outcome.result);
    } finally {
      clearTimeout(watchdog);
      interrupt = null;
    }
  };

  const applyResult = async (worker: LiveWorker, ended: ShellRunResult): Promise<ShellRunResult> => {
    const { result, applied } = await applyRunResult(ended, (changeset) =>
      sync.withoutRecording(() => options.workspace.applyChangeset(changeset)),
    );
    if (!applied) worker.loaded = false; // the replica now disagrees with the workspace: reload it next time
    return result;
  };

  return {
    run: oneAtATime(runOne),
    stop() {
      if (interrupt) interrupt({ kind: 'stopped' });
      else {
        kill();
        live = start();
      }
    },
    dispose() {
      kill();
      sync.dispose();
    },
  };
}
