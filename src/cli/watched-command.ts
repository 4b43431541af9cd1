// How `npm run replay|otel|diff|mcp` start: the command runs in a worker thread under the watchdog
// (cli-watchdog.ts), its lines written to this process's stdout and stderr, its exit code this process's.
import { runWatched } from './cli-watchdog';

export type CliCommand = 'replay' | 'otel' | 'diff' | 'mcp';

export async function runCommandWatched(command: CliCommand, argv: readonly string[]): Promise<number> {
  return runWatched(
    { url: new URL('./cli-thread.mjs', import.meta.url), data: { command, argv } },
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    },
  );
}
