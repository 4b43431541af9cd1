// `npm run diff -- <a> <b> [--out FILE]` (session files or share links): replays both in Node, exactly as
// `npm run replay` does, aligns the two traces by step and by what each call is — never by its id, which a live
// endpoint makes fresh on every run (session/compare/) — and prints one JSON line: the first diverging event
// (bounded: printable-difference.ts) with the fields that differ, the panels that differ and the calls only one
// run made, or `{"identical":true,…}`. A side that is a fork (issue 38) adds `forks`: which session and step
// it came from and which settings and tools it changed (session/fork/fork-summary.ts). --out writes the whole comparison (every difference, bounded the same
// way) as a JSON file to attach to a review.
// Exit codes, for a harness's CI: 0 identical; 1 they differ; 2 invalid input (a document, a link or the
// arguments, as replay's exit 2 — or a run the runtime could not carry out, named on stderr); 5 no progress
// for 20 s (the watchdog stopped it, cli-watchdog.ts). A failure of ToolScope itself exits 1 too, with
// `failed:` on stderr and nothing on stdout.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { TraceEvent } from '../engine';
import type { CallRef } from '../session/compare/pair-calls';
import { printableDifference } from '../session/compare/printable-difference';
import { diffRuns, type RunDiff } from '../session/compare/run-diff';
import { forkSummary, type ForkSummary } from '../session/fork/fork-summary';
import { traceHash } from '../session/trace-hash';
import type { ReplayIo } from './replay';
import { CLI_EXIT } from './cli-watchdog';
import { sessionTraceOf } from './session-trace';
import { runCommandWatched } from './watched-command';

export const DIFF_EXIT = { identical: 0, differ: 1, invalid: 2, stalled: CLI_EXIT.stalled } as const;

const USAGE =
  'usage: npm run diff -- <a.session.json | share URL> <b.session.json | share URL> [--out comparison.json]';

/** How many calls only one run made are named on the line (all are counted); the --out file names them all. */
const NAMED_CALLS = 10;
/** How many differences the --out file lists, each bounded as the line's first one. */
const WRITTEN_DIFFERENCES = 500;

export async function diffMain(argv: readonly string[], io: ReplayIo): Promise<number> {
  const files: string[] = [];
  let outFile: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--out') {
      outFile = argv[(i += 1)];
      if (outFile === undefined || outFile.startsWith('--'))
        return invalid(io, `--out needs a file name\n${USAGE}`);
    } else if (arg.startsWith('--')) return invalid(io, `unknown option ${arg}\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 2) return invalid(io, `two sessions to compare, ${files.length} given\n${USAGE}`);
  const traced: TraceEvent[][] = [];
  const forks: Partial<Record<'left' | 'right', ForkSummary>> = {};
  for (const [index, file] of files.entries()) {
    const run = await sessionTraceOf(file);
    if (!run.ok) return invalid(io, `${file}: ${run.reason}`);
    traced.push([...run.events]);
    if (run.document.fork) forks[index === 0 ? 'left' : 'right'] = forkSummary(run.document.fork);
  }
  const [left, right] = traced as [TraceEvent[], TraceEvent[]];
  const diff = diffRuns(left, right);
  const line = { ...summaryOf(diff, left), ...(Object.keys(forks).length === 0 ? {} : { forks }) };
  io.out(JSON.stringify(line));
  if (outFile !== undefined) {
    try {
      await writeFile(outFile, `${JSON.stringify(wholeComparison(diff, line, files), null, 2)}\n`);
    } catch (error) {
      return invalid(io, `cannot write ${outFile}: ${(error as Error).message}`);
    }
  }
  return diff.identical ? DIFF_EXIT.identical : DIFF_EXIT.differ;
}

function summaryOf(diff: RunDiff, left: readonly TraceEvent[]) {
  if (!diff.firstDifference)
    return {
      identical: true,
      events: diff.rows.length,
      traceHash: traceHash(left),
      calls: { paired: diff.calls.paired },
    };
  return {
    identical: false,
    firstDifference: printableDifference(diff.firstDifference),
    panels: diff.panels.map(({ panel, count, subjects }) => ({ panel, count, subjects })),
    calls: {
      paired: diff.calls.paired,
      removed: namedCalls(diff.calls.removed, NAMED_CALLS),
      added: namedCalls(diff.calls.added, NAMED_CALLS),
    },
  };
}

function namedCalls(calls: readonly CallRef[], limit: number) {
  return { count: calls.length, calls: calls.slice(0, limit) };
}

/** The --out file: the line's summary, both inputs, every call only one run made and the differences. */
function wholeComparison(diff: RunDiff, line: ReturnType<typeof summaryOf>, files: readonly string[]) {
  const listed = diff.differences.slice(0, WRITTEN_DIFFERENCES).map(printableDifference);
  return {
    ...line,
    left: files[0],
    right: files[1],
    calls: { paired: diff.calls.paired, removed: diff.calls.removed, added: diff.calls.added },
    differences: { count: diff.differences.length, listed },
  };
}

function invalid(io: ReplayIo, reason: string): number {
  io.err(`invalid: ${reason}`);
  return DIFF_EXIT.invalid;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('diff', process.argv.slice(2));
}
