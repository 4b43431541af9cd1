// A CLI's work, in the worker thread the watchdog watches (cli-watchdog.ts): the command named in workerData
// runs with its lines posted to the watching thread, then its exit code. Its heartbeat is cli-thread.mjs's.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadMessage } from './cli-thread-messages';
import type { CliCommand } from './watched-command';

const post = (message: ThreadMessage) => parentPort?.postMessage(message);
const { command, argv } = workerData as { command: CliCommand; argv: readonly string[] };

const mains = {
  replay: async () => (await import('./replay')).replayMain,
  otel: async () => (await import('./otel')).otelMain,
  diff: async () => (await import('./diff')).diffMain,
  mcp: async () => (await import('./mcp')).mcpMain,
} satisfies Record<CliCommand, unknown>;

try {
  const main = await mains[command]();
  const code = await main(argv, {
    out: (line) => post({ kind: 'out', line }),
    err: (line) => post({ kind: 'err', line }),
  });
  post({ kind: 'done', code });
} catch (error) {
  post({ kind: 'crashed', message: error instanceof Error ? error.message : String(error) });
}
