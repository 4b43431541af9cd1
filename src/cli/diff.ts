// `npm run diff -- <a> <b>` (session files or share links): replays both in Node, exactly as `npm run replay`
// does, aligns the two traces by step and call id (session/compare/), and prints one JSON line: the first
// diverging event with the fields that differ and the panels that differ, or `{"identical":true,…}`.
// Exit codes, for a harness's CI: 0 identical; 1 they differ; 2 invalid input (a document, a link or the
// arguments, as replay's exit 2 — or a run the runtime could not carry out, named on stderr); 5 no progress
// for 20 s (the watchdog stopped it, cli-watchdog.ts). A failure of ToolScope itself exits 1 too, with
// `failed:` on stderr and nothing on stdout.
import { pathToFileURL } from 'node:url';
import type { TraceEvent } from '../engine';
import { diffRuns, type Difference } from '../session/compare/run-diff';
import { traceHash } from '../session/trace-hash';
import type { ReplayIo } from './replay';
import { CLI_EXIT } from './cli-watchdog';
import { sessionTraceOf } from './session-trace';
import { runCommandWatched } from './watched-command';

export const DIFF_EXIT = { identical: 0, differ: 1, invalid: 2, stalled: CLI_EXIT.stalled } as const;

const USAGE = 'usage: npm run diff -- <a.session.json | share URL> <b.session.json | share URL>';

export async function diffMain(argv: readonly string[], io: ReplayIo): Promise<number> {
  const options = argv.filter((arg) => arg.startsWith('--'));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  if (options.length > 0) return invalid(io, `unknown option ${options[0]}\n${USAGE}`);
  if (files.length !== 2) return invalid(io, `two sessions to compare, ${files.length} given\n${USAGE}`);
  const traced: TraceEvent[][] = [];
  for (const file of files) {
    const run = await sessionTraceOf(file);
    if (!run.ok) return invalid(io, `${file}: ${run.reason}`);
    traced.push([...run.events]);
  }
  const [left, right] = traced as [TraceEvent[], TraceEvent[]];
  const diff = diffRuns(left, right);
  if (!diff.firstDifference) {
    io.out(JSON.stringify({ identical: true, events: diff.rows.length, traceHash: traceHash(left) }));
    return DIFF_EXIT.identical;
  }
  io.out(
    JSON.stringify({
      identical: false,
      firstDifference: printable(diff.firstDifference),
      panels: diff.panels.map(({ panel, count, subjects }) => ({ panel, count, subjects })),
    }),
  );
  return DIFF_EXIT.differ;
}

function printable(difference: Difference) {
  const { row: _row, ...rest } = difference;
  return rest;
}

function invalid(io: ReplayIo, reason: string): number {
  io.err(`invalid: ${reason}`);
  return DIFF_EXIT.invalid;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('diff', process.argv.slice(2));
}
