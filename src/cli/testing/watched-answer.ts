// A watcher that runs stuck-thread.mjs's `answer` under the CLI watchdog and then lets its process end by
// itself, as `npm run replay` does (cli-watchdog.test.ts times how long the process lives after the answer).
// argv[2]: the stall time in ms.
import { runWatched } from '../cli-watchdog';

const code = await runWatched(
  { url: new URL('./stuck-thread.mjs', import.meta.url), data: { then: 'answer' } },
  { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
  Number(process.argv[2]),
);
process.exitCode = code;
