// A CLI thread for the watchdog's tests (cli-watchdog.test.ts), in plain JavaScript so it starts at once:
// it says a line, beats as cli-thread.mjs does, then does what workerData.then says — `spin` (a loop that
// never yields, as a backtracking pattern did), `wait` (for a promise nothing will ever settle) or `answer`
// (its exit code, with heartbeats right behind it, as a real thread's beat can land after its answer).
import { parentPort, workerData } from 'node:worker_threads';

const heartbeat = setInterval(() => parentPort?.postMessage({ kind: 'alive' }), 50);
heartbeat.unref();
parentPort?.postMessage({ kind: 'out', line: 'started' });
setTimeout(() => {
  if (workerData.then === 'spin') for (;;);
}, 200);
if (workerData.then === 'answer') {
  parentPort?.postMessage({ kind: 'done', code: 0 });
  // Beats for 100 ms, till the watcher stops the thread: some beat is read after the answer, every time.
  for (const until = Date.now() + 100; Date.now() < until;) parentPort?.postMessage({ kind: 'alive' });
}
if (workerData.then === 'wait') await new Promise(() => undefined);
