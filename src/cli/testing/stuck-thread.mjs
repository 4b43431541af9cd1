// A CLI thread for the watchdog's tests (cli-watchdog.test.ts), in plain JavaScript so it starts at once:
// it says a line, beats as cli-thread.mjs does, then does what workerData.then says — `spin` (a loop that
// never yields, as a backtracking pattern did) or `wait` (for a promise nothing will ever settle).
import { parentPort, workerData } from 'node:worker_threads';

const heartbeat = setInterval(() => parentPort?.postMessage({ kind: 'alive' }), 50);
heartbeat.unref();
parentPort?.postMessage({ kind: 'out', line: 'started' });
setTimeout(() => {
  if (workerData.then === 'spin') for (;;);
}, 200);
if (workerData.then === 'wait') await new Promise(() => undefined);
