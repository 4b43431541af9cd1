// `npm run replay -- <file.session.json | share URL> [--json] [--step N | --point N] [--until COND]…
//   [--expect COND]… [--ask deny|allow]`, or `npm run replay -- --all <folder> [--expect COND]…` (replay-all.ts),
//   or `npm run replay -- --live-mcp <session> [--header …]… [--token-env VAR]` (replay-live-mcp.ts)
// Replays a session in Node with the same engine and tools as the browser: a readable summary per step (or
// the trace as JSON lines with --json), then `traceHash=<hex>`, the hash of the point it stopped at
// (`traceHashAt`, the one function the page shows too). --step N stops after step N of the main agent,
// --point N after N events not counting model-delta; a link or an exported file stops where it was made
// (its `openAt`), an older link at the step it was shared at, unless an option says otherwise — or a condition
// is given (--until, --expect, a file's `"expect"`): a condition is about the recording, so it runs to its end.
// --until COND (repeatable) stops right after the first event a breakpoint condition matches (the page's
// breakpoints, same grammar: runtime/stepping/breakpoint-condition.ts), prints `until: …` naming it, and
// hashes the trace through it. --expect COND (repeatable, replay-expect.ts) stops nothing: it prints
// `expect: COND at …` for each condition, or that it never matched. A condition that never matched (an --until
// or an expectation) exits 6, with a line saying truthfully where the replay stopped.
// Exit codes: 0 replayed; 1 the runtime itself failed (a bug: the message says where); 2 invalid document
// (an unknown or out-of-range setting included, named by its path) or arguments; 3 diverged from the
// cassette; 4 a permission question has no recorded answer (unless --ask answers it); 5 no progress for
// CLI_STALL_MS = 20 s: the run's thread stopped answering and was stopped (cli-watchdog.ts, issue 36); 6 a
// condition never matched; 7 (--all) a session of the folder did not pass; 8 (--live-mcp, replay-live-mcp.ts)
// an MCP server now answers otherwise than recorded. The run's own failure (1, 3, 4) wins over 6: a recording
// that could not be replayed says so first.
// A document nesting deeper than 48 levels is invalid (2, naming the limit); tool arguments nesting deeper than
// 64 are a call refused INVALID_PARAM in the replayed trace, as the page shows it (docs/limits.md).
import { pathToFileURL } from 'node:url';
import { isWholeRunEnd, type TraceEvent } from '../engine';
import { createInProcessRuntime, type InProcessOptions } from '../runtime/host/node-runtime';
import type { PauseReason } from '../runtime/stepping/release-latch';
import { runSpecOf } from '../session/session-document';
import { countsAsPoint, pointAtStepEnd, pointOf } from '../engine/trace/trace-point';
import { traceHashAt } from '../session/trace-hash';
import { CLI_EXIT } from './cli-watchdog';
import { readReplayInput } from './replay-input';
import { runCommandWatched } from './watched-command';
import { StepSummarizer } from './replay-summary';
import { describeUntilHit } from './replay-until';
import { breakpointCondition } from '../runtime/stepping/breakpoint-condition';
import { parseReplayArgs, type ReplayArgs } from './replay-args';
import { ExpectationWatch, mergedExpectations } from './replay-expect';
import type { ReplayIo, ReplayOutcome } from './replay-outcome';
import { REPLAY_ALL_EXIT, replayFolder } from './replay-all';
import { LIVE_MCP_EXIT, replayWithLiveMcp } from './replay-live-mcp';
import { mainStepAt } from '../engine/trace/agent-spans';

export const EXIT = {
  ok: 0,
  failed: CLI_EXIT.failed,
  invalid: 2,
  diverged: 3,
  unanswered: 4,
  stalled: CLI_EXIT.stalled,
  unmet: 6,
  someFailed: REPLAY_ALL_EXIT.someFailed,
  liveDiffers: LIVE_MCP_EXIT.differs,
} as const;

export type { ReplayIo } from './replay-outcome';

/** Where the replay's workspace lives (tests give one that fails, to prove a failing runtime exits 1). */
export type ReplayRuntimeOptions = Pick<InProcessOptions, 'createWorkspace'>;

export async function replayMain(
  argv: readonly string[],
  io: ReplayIo,
  runtimeOptions: ReplayRuntimeOptions = {},
  /** Where `--token-env` reads a token (the process's environment). */
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const args = parseReplayArgs(argv, env);
  if (typeof args === 'string') {
    io.err(args);
    return EXIT.invalid;
  }
  if ('all' in args)
    return replayFolder(args.all, io, (one, quiet) => replaySession(one, quiet, runtimeOptions));
  if ('live' in args) return replayWithLiveMcp(args.live, io);
  return (await replaySession(args.one, io, runtimeOptions)).code;
}

export async function replaySession(
  args: ReplayArgs,
  io: ReplayIo,
  runtimeOptions: ReplayRuntimeOptions = {},
): Promise<ReplayOutcome> {
  const refused = (reason: string): ReplayOutcome => {
    io.err(`invalid: ${reason}`);
    return { code: EXIT.invalid, traceHash: null, expectations: [], stopped: 'not run' };
  };
  const input = await readReplayInput(args.file);
  if (!input.ok) return refused(input.reason);
  const expected = mergedExpectations(args.expect, input.expectations);
  // An option wins; then a condition (it is about the whole recording); then where the link or file said
  // it stood; then an older link's step.
  const byOption = args.stopAfterStep !== undefined || args.stopAtPoint !== undefined;
  const byCondition = args.until.length > 0 || expected.length > 0;
  const stopAtPoint = byOption || byCondition ? args.stopAtPoint : (input.point ?? undefined);
  const stopAfterStep =
    byOption || byCondition || stopAtPoint !== undefined ? args.stopAfterStep : (input.step ?? undefined);
  const created = await createInProcessRuntime(runSpecOf(input.document), {
    mode: 'replay',
    askPolicy: args.ask ?? { kind: 'fail' },
    ...runtimeOptions,
  });
  if (!created.ok) return refused(created.reason);
  const { runtime } = created;
  runtime.setBreakpoints(args.until);
  const watch = new ExpectationWatch(expected);
  let untilHit: Extract<PauseReason, { kind: 'breakpoint' }> | undefined;
  const released: TraceEvent[] = [];
  const summarizer = new StepSummarizer();
  let stoppedEarly: () => void = () => undefined;
  const reachedStep = new Promise<'stopped'>((resolve) => (stoppedEarly = () => resolve('stopped')));
  let point = 0;
  let stopped = false;
  if (stopAtPoint === 0) {
    stopped = true;
    runtime.command({ kind: 'paused' });
    stoppedEarly();
  }
  runtime.latch.subscribe({
    released: (events) => {
      for (const event of events) {
        if (stopped) return;
        released.push(event);
        watch.see(event);
        if (countsAsPoint(event)) point += 1;
        if (args.json) io.out(JSON.stringify(event));
        else for (const line of summarizer.push(event)) io.out(line);
        const atStep = event.type === 'step-end' && event.scope === undefined && event.step === stopAfterStep;
        if (atStep || (stopAtPoint !== undefined && countsAsPoint(event) && point === stopAtPoint)) {
          stopped = true;
          runtime.command({ kind: 'paused' });
          stoppedEarly();
        }
      }
    },
    paused: (reason) => {
      if (reason.kind !== 'breakpoint' || untilHit) return;
      untilHit = reason;
      stoppedEarly();
    },
  });
  const finished = await Promise.race([runtime.runAll(), reachedStep]);
  const hashed = finished === 'stopped' ? released : runtime.log.events;
  const hashedPoint =
    finished !== 'stopped'
      ? pointOf(runtime.log.events)
      : untilHit
        ? pointOf(released.filter((event) => event.seq <= untilHit!.seq))
        : stopAtPoint !== undefined
          ? stopAtPoint
          : (pointAtStepEnd(released, stopAfterStep ?? 0) ?? pointOf(released));
  const stepReached = mainStepAt(released, released.length - 1);
  const ending = finished === 'stopped' ? null : runEnding(finished, runtime.log.events);
  const stoppedAt = untilHit
    ? `at the --until condition`
    : finished === 'stopped'
      ? stopAfterStep !== undefined
        ? `at step ${stepReached}, where --step stopped it`
        : `at point ${hashedPoint}, where ${byOption ? '--point' : 'the file or link'} stopped it`
      : (ending?.stoppedAt(stepReached) ?? `at the end of the recording (step ${stepReached})`);
  if (untilHit) io.out(describeUntilHit(untilHit, released));
  else if (args.until.length > 0) {
    const conditions = args.until.map(breakpointCondition).join(', ');
    io.err(`until: no event matched ${conditions}; the replay stopped ${stoppedAt}`);
  }
  const expectations = watch.results(released);
  for (const result of expectations) {
    if (result.seq !== null) io.out(`expect: ${result.condition} ${result.at}`);
    else io.err(`expect: ${result.condition} never matched; the replay stopped ${stoppedAt}`);
  }
  const traceHash = traceHashAt(hashed, hashedPoint);
  io.out(`traceHash=${traceHash}`);
  const unmet = (args.until.length > 0 && !untilHit) || expectations.some((r) => r.seq === null);
  const outcome = (code: number): ReplayOutcome => ({ code, traceHash, expectations, stopped: stoppedAt });
  if (ending?.problem) {
    io.err(ending.problem.message);
    return outcome(ending.problem.code);
  }
  return outcome(unmet ? EXIT.unmet : EXIT.ok);
}

type RunReport = Awaited<ReturnType<ReplayRuntime['runAll']>>;
type ReplayRuntime = Extract<Awaited<ReturnType<typeof createInProcessRuntime>>, { ok: true }>['runtime'];

/** How a run that was not stopped by an option ended: its own problem (exit 1, 3 or 4), and where it stopped. */
function runEnding(report: RunReport, events: readonly TraceEvent[]) {
  const wholeEnd = events.findLast(isWholeRunEnd)?.step ?? 0;
  if (report.unanswered) {
    const q = report.unanswered;
    return {
      stoppedAt: (step: number) => `at step ${step}, at a permission question with no recorded answer`,
      problem: {
        code: EXIT.unanswered,
        message: `unanswered: ${q.toolName} call ${q.callId} asked for permission (${q.reason}); record an answer or pass --ask`,
      },
    };
  }
  const failed = report.runs.find((run) => run.failure !== undefined);
  if (failed?.failure !== undefined) {
    return {
      stoppedAt: (step: number) => `at step ${step}, where the runtime failed`,
      problem: { code: EXIT.failed, message: `failed: the runtime failed during the run: ${failed.failure}` },
    };
  }
  const diverged = report.runs.find((run) => run.modelError?.kind === 'diverged');
  if (diverged?.modelError) {
    // The whole run's end: a Task subagent's run-end (its provider diverged too) counts the subagent's steps.
    return {
      stoppedAt: () => `at step ${wholeEnd}, where it diverged from the recording`,
      problem: {
        code: EXIT.diverged,
        message: `diverged at step ${wholeEnd}: ${diverged.modelError.message}`,
      },
    };
  }
  return {
    stoppedAt: (step: number) => `at the end of the recording (step ${step})`,
    problem: undefined,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('replay', process.argv.slice(2));
}
