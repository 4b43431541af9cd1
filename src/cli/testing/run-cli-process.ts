// A CLI as a person runs it (`npm run <name>`): its own Node process with tsx's loader, so a kill reaches the
// one process, stopped at 60 s if it hangs. For tests of what only the real entry point shows (the watchdog's
// thread, the process's environment, the exit code).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface CliProcessRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time from the start to the process's end. */
  readonly ms: number;
}

/** `entry`: the CLI's file from the repository's root (e.g. `src/cli/replay.ts`). */
export function runCliProcess(
  entry: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<CliProcessRun> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}
