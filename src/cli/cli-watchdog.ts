// The CLIs' watchdog, like the page's (ui/app/compose/runtime-watchdog.ts): the work runs in a worker thread
// and this thread watches it. A thread that is stuck (a loop that never yields: before issue 36, a schema
// pattern backtracking for hours) sends no heartbeat; after CLI_STALL_MS without one it is terminated and
// the command ends with a sentence and CLI_EXIT.stalled, instead of hanging for good. A thread that ends
// without answering (it waited for something that never came) ends the command with CLI_EXIT.failed.
import { Worker } from 'node:worker_threads';
import type { ThreadMessage } from './cli-thread-messages';

/** How long a command's thread may go without a heartbeat (it sends one a second while it runs). */
export const CLI_STALL_MS = 20_000;

/** The exit codes every CLI shares beyond its own: 1 a failure of ToolScope itself, 5 no progress. */
export const CLI_EXIT = { failed: 1, stalled: 5 } as const;

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export interface WatchedThread {
  /** The thread's module (a .mjs that boots the TypeScript, cli-thread.mjs). */
  readonly url: URL;
  readonly data: unknown;
}

export function runWatched(thread: WatchedThread, io: CliIo, stallMs = CLI_STALL_MS): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(thread.url, { workerData: thread.data });
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (code: number, why?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (why !== undefined) io.err(why);
      void worker.terminate();
      resolve(code);
    };
    const watch = () => {
      // A beat can land after the answer: arming the timer then kept the process alive for the whole stall
      // time after the command's last line.
      if (settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const seconds = Math.round(stallMs / 1000);
        settle(
          CLI_EXIT.stalled,
          `stalled: no progress for ${seconds} s (the run's thread stopped answering); it was stopped`,
        );
      }, stallMs);
    };
    watch();
    worker.on('message', (message: ThreadMessage) => {
      watch();
      if (message.kind === 'out') io.out(message.line);
      else if (message.kind === 'err') io.err(message.line);
      else if (message.kind === 'done') settle(message.code);
      else if (message.kind === 'crashed') settle(CLI_EXIT.failed, `failed: ${message.message}`);
    });
    worker.on('error', (error) => settle(CLI_EXIT.failed, `failed: ${error.message}`));
    worker.on('exit', () =>
      settle(
        CLI_EXIT.failed,
        'failed: the run ended without an answer (it waited for something that never came)',
      ),
    );
  });
}
