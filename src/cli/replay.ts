// `npm run replay -- <file.session.json | share URL> [--json] [--step N | --point N] [--until COND]…
//   [--ask deny|allow]`
// Replays a session in Node with the same engine and tools as the browser: a readable summary per step (or
// the trace as JSON lines with --json), then `traceHash=<hex>`, the hash of the point it stopped at
// (`traceHashAt`, the one function the page shows too). --step N stops after step N of the main agent,
// --point N after N events not counting model-delta; a link or an exported file stops where it was made
// (its `openAt`), an older link at the step it was shared at, unless an option says otherwise.
// --until COND (repeatable) stops right after the first event a breakpoint condition matches (the page's
// breakpoints, same grammar: runtime/stepping/breakpoint-condition.ts), prints `until: …` naming it, and
// hashes the trace through it.
// Exit codes: 0 replayed; 1 the runtime itself failed (a bug: the message says where); 2 invalid document
// (an unknown or out-of-range setting included, named by its path) or arguments; 3 diverged from the
// cassette; 4 a permission question has no recorded answer (unless --ask answers it); 5 no progress for
// CLI_STALL_MS = 20 s: the run's thread stopped answering and was stopped (cli-watchdog.ts, issue 36).
// A document nesting deeper than 48 levels is invalid (2, naming the limit); tool arguments nesting deeper than
// 64 are a call refused INVALID_PARAM in the replayed trace, as the page shows it (docs/limits.md).
import { pathToFileURL } from 'node:url';
import { isWholeRunEnd, type TraceEvent } from '../engine';
import { createInProcessRuntime, type InProcessOptions } from '../runtime/host/node-runtime';
import type { AskPolicy } from '../runtime/permissions/permission-desk';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import type { PauseReason } from '../runtime/stepping/release-latch';
import { runSpecOf } from '../session/session-document';
import { countsAsPoint, pointAtStepEnd, pointOf } from '../engine/trace/trace-point';
import { traceHashAt } from '../session/trace-hash';
import { CLI_EXIT } from './cli-watchdog';
import { readReplayInput } from './replay-input';
import { runCommandWatched } from './watched-command';
import { StepSummarizer } from './replay-summary';
import { describeUntilHit, readUntilOption, UNTIL_USAGE } from './replay-until';

export const EXIT = {
  ok: 0,
  failed: CLI_EXIT.failed,
  invalid: 2,
  diverged: 3,
  unanswered: 4,
  stalled: CLI_EXIT.stalled,
} as const;

interface ReplayArgs {
  readonly file: string;
  readonly json: boolean;
  readonly stopAfterStep?: number;
  readonly stopAtPoint?: number;
  readonly ask?: AskPolicy;
  readonly until: readonly Breakpoint[];
}

export interface ReplayIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

const USAGE = `usage: npm run replay -- <file.session.json | share URL> [--json] [--step N | --point N] ${UNTIL_USAGE} [--ask deny|allow]`;

/** Where the replay's workspace lives (tests give one that fails, to prove a failing runtime exits 1). */
export type ReplayRuntimeOptions = Pick<InProcessOptions, 'createWorkspace'>;

export async function replayMain(
  argv: readonly string[],
  io: ReplayIo,
  runtimeOptions: ReplayRuntimeOptions = {},
): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(args);
    return EXIT.invalid;
  }
  const input = await readReplayInput(args.file);
  if (!input.ok) {
    io.err(`invalid: ${input.reason}`);
    return EXIT.invalid;
  }
  // An option wins; then where the link or file says it stood; then an older link's step.
  const byOption = args.stopAfterStep !== undefined || args.stopAtPoint !== undefined;
  const stopAtPoint = byOption ? args.stopAtPoint : (input.point ?? undefined);
  const stopAfterStep =
    byOption || stopAtPoint !== undefined ? args.stopAfterStep : (input.step ?? undefined);
  const created = await createInProcessRuntime(runSpecOf(input.document), {
    mode: 'replay',
    askPolicy: args.ask ?? { kind: 'fail' },
    ...runtimeOptions,
  });
  if (!created.ok) {
    io.err(`invalid: ${created.reason}`);
    return EXIT.invalid;
  }
  const { runtime } = created;
  runtime.setBreakpoints(args.until);
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
  if (untilHit) io.out(describeUntilHit(untilHit, released));
  else if (args.until.length > 0) io.err('until: no event matched; the replay ran to its end');
  io.out(`traceHash=${traceHashAt(hashed, hashedPoint)}`);
  if (finished === 'stopped') return EXIT.ok;
  if (finished.unanswered) {
    const q = finished.unanswered;
    io.err(
      `unanswered: ${q.toolName} call ${q.callId} asked for permission (${q.reason}); record an answer or pass --ask`,
    );
    return EXIT.unanswered;
  }
  const failed = finished.runs.find((run) => run.failure !== undefined);
  if (failed?.failure !== undefined) {
    io.err(`failed: the runtime failed during the run: ${failed.failure}`);
    return EXIT.failed;
  }
  const diverged = finished.runs.find((run) => run.modelError?.kind === 'diverged');
  if (diverged?.modelError) {
    // The whole run's end: a Task subagent's run-end (its provider diverged too) counts the subagent's steps.
    const step = runtime.log.events.findLast(isWholeRunEnd)?.step ?? 0;
    io.err(`diverged at step ${step}: ${diverged.modelError.message}`);
    return EXIT.diverged;
  }
  return EXIT.ok;
}

function parseArgs(argv: readonly string[]): ReplayArgs | string {
  let file: string | undefined;
  let json = false;
  let stopAfterStep: number | undefined;
  let stopAtPoint: number | undefined;
  let ask: AskPolicy | undefined;
  const until: Breakpoint[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--step') {
      const n = Number(argv[(i += 1)]);
      if (!Number.isInteger(n) || n < 1) return `invalid: --step needs a positive integer\n${USAGE}`;
      stopAfterStep = n;
    } else if (arg === '--point') {
      const n = Number(argv[(i += 1)]);
      if (!Number.isInteger(n) || n < 0) return `invalid: --point needs a whole number ≥ 0\n${USAGE}`;
      stopAtPoint = n;
    } else if (arg === '--ask') {
      const answer = argv[(i += 1)];
      if (answer !== 'deny' && answer !== 'allow') return `invalid: --ask takes deny or allow\n${USAGE}`;
      ask = { kind: 'fixed', answer: answer === 'allow' ? 'approve-once' : 'deny' };
    } else if (arg === '--until') {
      const read = readUntilOption(argv[(i += 1)]);
      if (!read.ok) return `invalid: ${read.reason}\n${USAGE}`;
      until.push(read.breakpoint);
    } else if (arg.startsWith('--')) return `invalid: unknown option ${arg}\n${USAGE}`;
    else if (file === undefined) file = arg;
    else return `invalid: one session file at a time\n${USAGE}`;
  }
  if (!file) return `invalid: no session file or share link given\n${USAGE}`;
  if (stopAfterStep !== undefined && stopAtPoint !== undefined)
    return `invalid: --step and --point both say where to stop; give one\n${USAGE}`;
  return {
    file,
    json,
    until,
    ...(stopAfterStep ? { stopAfterStep } : {}),
    ...(stopAtPoint === undefined ? {} : { stopAtPoint }),
    ...(ask ? { ask } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('replay', process.argv.slice(2));
}
