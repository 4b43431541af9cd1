// A typed request/response and event layer over postMessage, shared by the page and both Web Workers
// (runtime, shell) and usable in Node over any port-like object. One protocol type describes a worker:
//   interface P { requests: { step: { params: X; result: Y } }; events: { trace: Z } }
// The client gets `call('step', x): Promise<Y>` and `on('trace', fn)`; the worker side gets `serve(handlers)`
// and `emit('trace', z)`. Errors thrown by a handler reach the caller as a rejected promise with the message.
// A message that cannot be posted (structured clone refuses it: a value nested thousands deep overflows its
// stack) is a refusal with that reason too, on both sides, never a caller left waiting (issue 36). Values from
// outside are measured before they get here (common/json-depth.ts); this is the floor under those checks.

export interface RpcProtocol {
  requests: Record<string, { params: unknown; result: unknown }>;
  events: Record<string, unknown>;
}

/** The part of MessagePort / Worker / DedicatedWorkerGlobalScope this layer needs. */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

type RequestMessage = { rpc: 'request'; id: number; method: string; params: unknown };
type ResponseMessage =
  | { rpc: 'response'; id: number; ok: true; result: unknown }
  | { rpc: 'response'; id: number; ok: false; error: string };
type EventMessage = { rpc: 'event'; name: string; payload: unknown };
type RpcMessage = RequestMessage | ResponseMessage | EventMessage;

function isRpcMessage(data: unknown): data is RpcMessage {
  return typeof data === 'object' && data !== null && 'rpc' in data;
}

export class RpcError extends Error {
  constructor(
    readonly method: string,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export interface RpcClient<P extends RpcProtocol> {
  call<M extends keyof P['requests'] & string>(
    method: M,
    params: P['requests'][M]['params'],
  ): Promise<P['requests'][M]['result']>;
  on<E extends keyof P['events'] & string>(event: E, handler: (payload: P['events'][E]) => void): () => void;
  /** Rejects every pending call (e.g. when the worker was terminated) and stops listening. */
  dispose(reason?: string): void;
}

export function createRpcClient<P extends RpcProtocol>(port: PortLike): RpcClient<P> {
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; method: string }
  >();
  const handlers = new Map<string, Set<(payload: unknown) => void>>();

  const listener = (event: { data: unknown }) => {
    const message = event.data;
    if (!isRpcMessage(message)) return;
    if (message.rpc === 'response') {
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(new RpcError(waiter.method, message.error));
    } else if (message.rpc === 'event') {
      handlers.get(message.name)?.forEach((handler) => handler(message.payload));
    }
  };
  port.addEventListener('message', listener);

  return {
    call(method, params) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const request: RequestMessage = { rpc: 'request', id, method, params };
        const unposted = postOrReason(port, request);
        if (unposted === null) pending.set(id, { resolve, reject, method });
        else reject(new RpcError(method, `the ${method} request could not be sent: ${unposted}`));
      });
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    dispose(reason = 'the worker was stopped') {
      port.removeEventListener('message', listener);
      for (const [, waiter] of pending) waiter.reject(new RpcError(waiter.method, reason));
      pending.clear();
      handlers.clear();
    },
  };
}

export type RpcHandlers<P extends RpcProtocol> = {
  [M in keyof P['requests']]: (
    params: P['requests'][M]['params'],
  ) => P['requests'][M]['result'] | Promise<P['requests'][M]['result']>;
};

export interface RpcServer<P extends RpcProtocol> {
  emit<E extends keyof P['events'] & string>(event: E, payload: P['events'][E]): void;
  dispose(): void;
}

export function serveRpc<P extends RpcProtocol>(port: PortLike, handlers: RpcHandlers<P>): RpcServer<P> {
  const listener = (event: { data: unknown }) => {
    const message = event.data;
    if (!isRpcMessage(message) || message.rpc !== 'request') return;
    const handler = (handlers as Record<string, ((params: unknown) => unknown) | undefined>)[message.method];
    const respond = (response: ResponseMessage) => {
      const unposted = postOrReason(port, response);
      if (unposted === null) return;
      const error = `the ${message.method} result could not be sent back: ${unposted}`;
      port.postMessage({ rpc: 'response', id: message.id, ok: false, error } satisfies ResponseMessage);
    };
    if (!handler) {
      respond({ rpc: 'response', id: message.id, ok: false, error: `unknown method: ${message.method}` });
      return;
    }
    Promise.resolve()
      .then(() => handler(message.params))
      .then(
        (result) => respond({ rpc: 'response', id: message.id, ok: true, result }),
        (error: unknown) =>
          respond({
            rpc: 'response',
            id: message.id,
            ok: false,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  };
  port.addEventListener('message', listener);
  return {
    emit(event, payload) {
      const unposted = postOrReason(port, { rpc: 'event', name: event, payload } satisfies EventMessage);
      if (unposted !== null) throw new Error(`the ${event} event could not be sent: ${unposted}`);
    },
    dispose() {
      port.removeEventListener('message', listener);
    },
  };
}

/** Posts the message, or says why it could not be (null when it was posted). */
function postOrReason(port: PortLike, message: RpcMessage): string | null {
  try {
    port.postMessage(message);
    return null;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return error instanceof RangeError ? `${why} (it nests too deep to be copied to the other thread)` : why;
  }
}
