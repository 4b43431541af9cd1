// The runtime worker behind a client that survives it. Whatever a session does, the page must be able to
// get a working runtime back: a worker caught in a loop answers nothing (not Stop, not the next load), so the
// supervisor can tell whether the worker still answers and replace it with a fresh one. Requests pending on
// the old worker are rejected; event handlers move to the new worker. The watchdog's policy (when to check,
// when to replace) is in runtime-watchdog.ts.
import { createRpcClient, type PortLike, type RpcClient } from '../../../common/worker-rpc';
import type { RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import { SendLine } from './send-line';

export interface RuntimeWorkerLike extends PortLike {
  terminate(): void;
}

type EventName = keyof RuntimeProtocol['events'];
type Handler = (payload: unknown) => void;

/**
 * Starts a deadline: `expire` is called after `ms` unless the returned cancel is called first. The page's is
 * the wall clock's (setTimeout); tests inject one that need not wait out the seconds a person would.
 */
export type Deadline = (ms: number, expire: () => void) => () => void;

export const wallClockDeadline: Deadline = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

export interface SupervisorOptions {
  /** What its deadlines and the watchdog's run on (runtime-watchdog.ts); the wall clock by default. */
  readonly deadline?: Deadline;
}

export interface SupervisedRuntime extends RpcClient<RuntimeProtocol> {
  /**
   * `call`, sent in a later task with its place among the requests kept: requests made meanwhile are sent
   * after it (send-line.ts). For a request whose message is big to copy.
   */
  callInNextTask: RpcClient<RuntimeProtocol>['call'];
  /** What this runtime's deadlines run on; the watchdog's waits use it too. */
  readonly deadline: Deadline;
  /** Whether the worker answers a ping within the deadline. */
  answers(deadlineMs: number): Promise<boolean>;
  /** Ends the worker and starts a fresh one; requests still pending on it are rejected with `reason`. */
  replace(reason: string): void;
  /** Told after each replacement, with its reason (the page resets what it shows of the runtime). */
  onReplaced(listener: (reason: string) => void): () => void;
}

/**
 * A worker that has not answered yet may still be starting (loading its code on a busy machine): it gets
 * this long for its first answer, so a slow start is never taken for a hang (and replaced over and over).
 */
export const FIRST_ANSWER_DEADLINE_MS = 30_000;

export function superviseRuntimeWorker(
  spawn: () => RuntimeWorkerLike,
  { deadline = wallClockDeadline }: SupervisorOptions = {},
): SupervisedRuntime {
  let worker = spawn();
  let client = createRpcClient<RuntimeProtocol>(worker);
  let answeredOnce = false;
  const handlers = new Map<EventName, Set<Handler>>();
  const replacedListeners = new Set<(reason: string) => void>();
  let pings = 0;

  const attach = (event: EventName) =>
    client.on(event, (payload) => handlers.get(event)?.forEach((handler) => handler(payload)));

  const line = new SendLine();
  const send: RpcClient<RuntimeProtocol>['call'] = (method, params) => {
    const asked = client;
    const reply = asked.call(method, params);
    // Any answer shows the worker is up; only then do the short deadlines apply to it.
    void reply.then(
      () => (answeredOnce ||= asked === client),
      () => undefined,
    );
    return reply;
  };

  return {
    deadline,

    call: (method, params) => line.now(() => send(method, params)),

    callInNextTask: (method, params) => line.inNextTask(() => send(method, params)),

    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
        attach(event);
      }
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },

    answers(deadlineMs) {
      const nonce = `watchdog-${(pings += 1)}`;
      const asked = client;
      const waitMs = answeredOnce ? deadlineMs : Math.max(deadlineMs, FIRST_ANSWER_DEADLINE_MS);
      return new Promise<boolean>((resolve) => {
        const cancel = deadline(waitMs, () => resolve(false));
        asked.call('ping', { nonce }).then(
          (hello) => {
            cancel();
            if (asked === client) answeredOnce = true;
            resolve(hello.nonce === nonce);
          },
          () => {
            cancel();
            resolve(false);
          },
        );
      });
    },

    replace(reason) {
      const old = { worker, client };
      worker = spawn();
      client = createRpcClient<RuntimeProtocol>(worker);
      answeredOnce = false;
      for (const event of handlers.keys()) attach(event);
      old.client.dispose(reason);
      old.worker.terminate();
      for (const listener of replacedListeners) listener(reason);
    },

    onReplaced(listener) {
      replacedListeners.add(listener);
      return () => replacedListeners.delete(listener);
    },

    dispose(reason) {
      client.dispose(reason);
      worker.terminate();
    },
  };
}
