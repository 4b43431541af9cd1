// Boots a CLI's work in a worker thread (Node cannot load TypeScript there by itself). The heartbeat starts
// first, so the seconds spent loading the runtime's modules count as progress.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const heartbeat = setInterval(() => parentPort?.postMessage({ kind: 'alive' }), 1_000);
heartbeat.unref();
await tsImport('./cli-thread.ts', import.meta.url);
