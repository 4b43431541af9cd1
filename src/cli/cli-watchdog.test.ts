// The CLIs' watchdog (issue 36): a command whose thread stops answering ends with exit 5 and a sentence
// instead of hanging for good, one whose thread ends without an answer ends with exit 1, and a command that
// answers passes its lines and its exit code through unchanged.
import { describe, expect, it } from 'vitest';
import { CLI_EXIT, runWatched } from './cli-watchdog';
import { runCliProcess } from './testing/run-cli-process';

async function watched(url: URL, data: unknown, stallMs: number) {
  const out: string[] = [];
  const err: string[] = [];
  const started = performance.now();
  const code = await runWatched({ url, data }, { out: (l) => out.push(l), err: (l) => err.push(l) }, stallMs);
  return { code, out, err, ms: performance.now() - started };
}

const stuck = new URL('./testing/stuck-thread.mjs', import.meta.url);

describe('the CLI watchdog', () => {
  it('stops a thread caught in a loop after the stall time, with exit 5 and why', async () => {
    const run = await watched(stuck, { then: 'spin' }, 1_000);
    expect(run.code).toBe(CLI_EXIT.stalled);
    expect(run.out).toEqual(['started']);
    expect(run.err).toEqual([
      "stalled: no progress for 1 s (the run's thread stopped answering); it was stopped",
    ]);
    expect(run.ms).toBeLessThan(10_000);
  });

  it('ends a thread that waits for nothing with exit 1, not a hang', async () => {
    const run = await watched(stuck, { then: 'wait' }, 60_000);
    expect(run.code).toBe(CLI_EXIT.failed);
    expect(run.err[0]).toMatch(/^failed: the run ended without an answer/);
  });

  it('lets the process end once the command has answered, though a heartbeat lands after the answer', async () => {
    // The watcher's own process (watched-answer.ts), with a 30 s stall time: a timer armed again by the late
    // heartbeat kept `npm run replay` alive for the whole stall time after its last line.
    const run = await runCliProcess('src/cli/testing/watched-answer.ts', ['30000']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('started\n');
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(20_000);
  });

  it(
    'passes a command’s lines and exit code through (npm run replay in its thread)',
    { timeout: 90_000 },
    async () => {
      const fixture = new URL(
        '../session/fixtures/v1/parallel-reads-then-edit.session.json',
        import.meta.url,
      );
      const run = await watched(
        new URL('./cli-thread.mjs', import.meta.url),
        { command: 'replay', argv: [fixture.pathname, '--step', '1'] },
        60_000,
      );
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.out.at(-1)).toMatch(/^traceHash=[0-9a-f]{64}$/);
    },
  );
});
