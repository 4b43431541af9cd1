// The arguments of `npm run replay`: one session (a file or a share link) with where to stop and what to
// expect, or `--all <folder>` to run every session in a folder against its own expectations.
import type { AskPolicy } from '../runtime/permissions/permission-desk';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { EXPECT_USAGE } from './replay-expect';
import { readConditionOption, UNTIL_USAGE } from './replay-until';
import { HEADER_ARGS_USAGE, readHeaderArg } from './mcp-header-args';

export interface ReplayArgs {
  readonly file: string;
  readonly json: boolean;
  readonly stopAfterStep?: number;
  readonly stopAtPoint?: number;
  readonly ask?: AskPolicy;
  readonly until: readonly Breakpoint[];
  readonly expect: readonly Breakpoint[];
}

/** `--live-mcp`: re-run the session with its MCP servers live and say where one now answers otherwise. */
export interface LiveMcpArgs {
  readonly file: string;
  /** Sent to every MCP server of the session (`--header`, `--token-env`). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface ReplayAllArgs {
  readonly folder: string;
  readonly ask?: AskPolicy;
  readonly expect: readonly Breakpoint[];
}

export const REPLAY_USAGE = [
  `usage: npm run replay -- <file.session.json | share URL> [--json] [--step N | --point N] ${UNTIL_USAGE} ${EXPECT_USAGE} [--ask deny|allow]`,
  `       npm run replay -- --all <folder> ${EXPECT_USAGE} [--ask deny|allow]`,
  `       npm run replay -- --live-mcp <file.session.json | share URL> ${HEADER_ARGS_USAGE}`,
].join('\n');

export function parseReplayArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { readonly one: ReplayArgs } | { readonly all: ReplayAllArgs } | { readonly live: LiveMcpArgs } | string {
  let file: string | undefined;
  let folder: string | undefined;
  let json = false;
  let stopAfterStep: number | undefined;
  let stopAtPoint: number | undefined;
  let ask: AskPolicy | undefined;
  const until: Breakpoint[] = [];
  const expect: Breakpoint[] = [];
  let liveMcp = false;
  const headers: Record<string, string> = {};
  let headerGiven = false;
  const invalid = (why: string) => `invalid: ${why}\n${REPLAY_USAGE}`;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const took = readHeaderArg(argv, i, headers, env);
    if (typeof took === 'object') return invalid(took.refused);
    if (took > 0) {
      headerGiven = true;
      i += took - 1;
    } else if (arg === '--live-mcp') liveMcp = true;
    else if (arg === '--json') json = true;
    else if (arg === '--step') {
      const n = Number(argv[(i += 1)]);
      if (!Number.isInteger(n) || n < 1) return invalid('--step needs a positive integer');
      stopAfterStep = n;
    } else if (arg === '--point') {
      const n = Number(argv[(i += 1)]);
      if (!Number.isInteger(n) || n < 0) return invalid('--point needs a whole number ≥ 0');
      stopAtPoint = n;
    } else if (arg === '--ask') {
      const answer = argv[(i += 1)];
      if (answer !== 'deny' && answer !== 'allow') return invalid('--ask takes deny or allow');
      ask = { kind: 'fixed', answer: answer === 'allow' ? 'approve-once' : 'deny' };
    } else if (arg === '--until' || arg === '--expect') {
      const read = readConditionOption(argv[(i += 1)], arg);
      if (!read.ok) return invalid(read.reason);
      (arg === '--until' ? until : expect).push(read.breakpoint);
    } else if (arg === '--all') {
      folder = argv[(i += 1)];
      if (folder === undefined || folder.startsWith('--')) return invalid('--all needs a folder');
    } else if (arg.startsWith('--')) return invalid(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else return invalid('one session file at a time');
  }
  if (liveMcp) {
    const replayOnly =
      folder !== undefined || json || stopAfterStep !== undefined || stopAtPoint !== undefined;
    if (replayOnly || until.length > 0 || expect.length > 0 || ask)
      return invalid('--live-mcp re-runs one session to its end: it takes only --header and --token-env');
    if (!file) return invalid('--live-mcp needs a session file or share link');
    return { live: { file, headers } };
  }
  if (headerGiven) return invalid('--header and --token-env go with --live-mcp');
  if (folder !== undefined) {
    if (file !== undefined) return invalid('--all runs a folder; give no session file beside it');
    const perSession = json || stopAfterStep !== undefined || stopAtPoint !== undefined || until.length > 0;
    if (perSession) return invalid('--all takes only --expect and --ask (each session runs to its end)');
    return { all: { folder, expect, ...(ask ? { ask } : {}) } };
  }
  if (!file) return invalid('no session file or share link given');
  if (stopAfterStep !== undefined && stopAtPoint !== undefined)
    return invalid('--step and --point both say where to stop; give one');
  return {
    one: {
      file,
      json,
      until,
      expect,
      ...(stopAfterStep ? { stopAfterStep } : {}),
      ...(stopAtPoint === undefined ? {} : { stopAtPoint }),
      ...(ask ? { ask } : {}),
    },
  };
}
