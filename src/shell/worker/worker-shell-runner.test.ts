import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PortLike } from '../../common/worker-rpc';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../limits';
import type { ShellRunRequest } from '../run/shell-run';
import { serveShellWorker } from './shell-worker-host';
import { createWorkerShellRunner, type ShellWorkerHandle } from './worker-shell-runner';

/** A shell worker served in this thread over a MessageChannel, like the real one over postMessage. */
function inThreadWorker(spawned: { count: number; terminated: number }): ShellWorkerHandle {
  spawned.count++;
  const { port1, port2 } = new MessageChannel();
  const wrap = (port: typeof port1): PortLike => ({
    postMessage: (m) => port.postMessage(m),
    addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })),
    removeEventListener: () => port.removeAllListeners('message'),
  });
  const server = serveShellWorker(wrap(port2), () => performance.now());
  const client = wrap(port1);
  return {
    ...client,
    terminate: () => {
      spawned.terminated++;
      server.dispose();
      port1.close();
      port2.close();
    },
  };
}

/** A worker stuck in a busy command: it never answers. */
function busyWorker(spawned: { count: number; terminated: number }): ShellWorkerHandle {
  spawned.count++;
  return {
    postMessage: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    terminate: () => void spawned.terminated++,
  };
}

const request = (command: string, timeoutMs = 10_000): ShellRunRequest => ({
  command,
  cwd: '/workspace',
  env: {},
  limits: { ...DEFAULT_SHELL_LIMITS, timeoutMs },
  clockMs: 0,
  randomSeed: 1,
  requestId: 'w',
});

describe('the worker shell runner', () => {
  it('runs commands in the worker and applies their changes to the workspace', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    await workspace.writeFile('/workspace/a.txt', 'hello\n');
    const spawned = { count: 0, terminated: 0 };
    const runner = createWorkerShellRunner({ workspace, spawn: () => inThreadWorker(spawned) });
    const result = await runner.run(request('cat a.txt; echo bye > b.txt'));
    expect(result.stdout).toBe('hello\n');
    expect(await workspace.readTextFile('/workspace/b.txt')).toBe('bye\n');
    // A change made outside the shell (an Edit) reaches the worker's replica before the next command.
    await workspace.writeFile('/workspace/a.txt', 'edited\n');
    expect((await runner.run(request('cat a.txt b.txt'))).stdout).toBe('edited\nbye\n');
    runner.dispose();
  });

  it('Stop terminates a busy worker, changes nothing, and a fresh worker takes over', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    const spawned = { count: 0, terminated: 0 };
    let first = true;
    const runner = createWorkerShellRunner({
      workspace,
      spawn: () => (first ? ((first = false), busyWorker(spawned)) : inThreadWorker(spawned)),
    });
    const busy = runner.run(request('while true; do :; done'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    runner.stop();
    const stopped = await busy;
    expect(stopped.stop).toEqual({ kind: 'stopped' });
    expect(spawned.terminated).toBe(1);
    expect(await workspace.readdir('/workspace')).toEqual([]);
    expect((await runner.run(request('echo alive'))).stdout).toBe('alive\n');
    expect(spawned.count).toBe(2);
    runner.dispose();
  });

  it('the watchdog ends a command whose worker never answers', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    const spawned = { count: 0, terminated: 0 };
    const runner = createWorkerShellRunner({
      workspace,
      spawn: () => busyWorker(spawned),
      watchdogGraceMs: 10,
    });
    const result = await runner.run(request('while true; do :; done', 50));
    expect(result.stop).toEqual({ kind: 'timeout', afterMs: 50 });
    expect(spawned.terminated).toBe(1);
    runner.dispose();
  });
});
