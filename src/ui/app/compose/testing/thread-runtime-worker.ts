// The spinning runtime (spinning-runtime-thread.ts) in a real Node worker thread, shaped as the page's
// runtime worker: a thread stuck in a loop answers nothing until it is terminated.
import { Worker } from 'node:worker_threads';
import type { RuntimeWorkerLike } from '../runtime-supervisor';

type Listener = (event: { data: unknown }) => void;

export function spinningRuntimeThread(): RuntimeWorkerLike {
  const thread = new Worker(new URL('./spinning-runtime-thread.mjs', import.meta.url));
  const wrapped = new Map<Listener, (data: unknown) => void>();
  return {
    postMessage: (message) => thread.postMessage(message),
    addEventListener: (_type, listener) => {
      const onMessage = (data: unknown) => listener({ data });
      wrapped.set(listener, onMessage);
      thread.on('message', onMessage);
    },
    removeEventListener: (_type, listener) => {
      const onMessage = wrapped.get(listener);
      if (onMessage) thread.off('message', onMessage);
    },
    terminate: () => void thread.terminate(),
  };
}
