// `npm run replay -- --all <folder>`: every `*.session.json` of the folder (not its subfolders), in name order,
// replayed to its end against its own expectations (the file's `"expect"`) and any --expect given, as a CI job
// runs a suite. One JSON line per session, then one for the whole; exit 0 when every session passed (exit 0),
// REPLAY_EXIT.someFailed when any did not (each line has that session's own code), 2 when there is nothing to run.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReplayAllArgs, ReplayArgs } from './replay-args';
import type { ReplayIo, ReplayOutcome } from './replay-outcome';

const SESSION_FILE = /\.session\.json$/;

/** The codes --all itself gives (the sessions' own are in their lines). */
export const REPLAY_ALL_EXIT = { passed: 0, invalid: 2, someFailed: 7 } as const;

export async function replayFolder(
  args: ReplayAllArgs,
  io: ReplayIo,
  replayOne: (args: ReplayArgs, io: ReplayIo) => Promise<ReplayOutcome>,
): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(args.folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && SESSION_FILE.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    io.err(`invalid: cannot read the folder ${args.folder}: ${(error as Error).message}`);
    return REPLAY_ALL_EXIT.invalid;
  }
  if (names.length === 0) {
    io.err(`invalid: no *.session.json file in ${args.folder}`);
    return REPLAY_ALL_EXIT.invalid;
  }
  let passed = 0;
  const failed: string[] = [];
  for (const name of names) {
    const problems: string[] = [];
    const quiet: ReplayIo = { out: () => undefined, err: (line) => problems.push(line) };
    const file = join(args.folder, name);
    const one: ReplayArgs = {
      file,
      json: false,
      until: [],
      expect: args.expect,
      ...(args.ask ? { ask: args.ask } : {}),
    };
    const outcome = await replayOne(one, quiet);
    if (outcome.code === 0) passed += 1;
    else failed.push(name);
    // The session's own problem (invalid, diverged, unanswered, failed), not the expectation lines.
    const problem = problems.find((line) => !line.startsWith('expect: ') && !line.startsWith('until: '));
    io.out(
      JSON.stringify({
        file: name,
        exit: outcome.code,
        passed: outcome.code === 0,
        traceHash: outcome.traceHash,
        stopped: outcome.stopped,
        expect: outcome.expectations.map((r) => ({
          condition: r.condition,
          matched: r.seq !== null,
          ...(r.seq === null ? {} : { at: r.at }),
        })),
        ...(problem === undefined ? {} : { problem }),
      }),
    );
  }
  io.out(JSON.stringify({ folder: args.folder, sessions: names.length, passed, failed }));
  return failed.length === 0 ? REPLAY_ALL_EXIT.passed : REPLAY_ALL_EXIT.someFailed;
}
