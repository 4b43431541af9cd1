// How many cases a property test draws, and from which seed. Every fc.assert takes its options from
// propertyOptions(fullCount), where fullCount is what the test was written to check.
//
// Runs: a tenth of the full count (at least 20, never more than the full count) unless
// TOOLSCOPE_PROPERTY_RUNS=full (`npm run test:deep`), which draws the full count everywhere.
// Seed: the current commit's short hash read as a number, unless TOOLSCOPE_PROPERTY_SEED gives one (a number,
// or `random`). Fixed within a commit, so every machine checks the same cases and a failure reproduces; new
// with each commit, so the suite meets new cases over time. A failure's message names the seed (and the
// counterexample's path): TOOLSCOPE_PROPERTY_SEED=<that seed> draws the same cases again.
import { execFileSync } from 'node:child_process';

const REDUCED_SHARE = 10;
const REDUCED_FLOOR = 20;
/** The seed when there is no commit to read (a copy of the sources outside git). */
const SEED_WITHOUT_GIT = 20261202;

function fullRuns(): boolean {
  const setting = process.env.TOOLSCOPE_PROPERTY_RUNS ?? '';
  if (setting === '' || setting === 'reduced') return false;
  if (setting === 'full') return true;
  throw new Error(
    `TOOLSCOPE_PROPERTY_RUNS is "${setting}": leave it unset (or "reduced"), or set it to "full"`,
  );
}

function commitSeed(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Seven hex digits: the short hash people see, and a whole number fast-check takes as it is.
    return Number.parseInt(head.trim().slice(0, 7), 16);
  } catch {
    return SEED_WITHOUT_GIT;
  }
}

function chosenSeed(): number {
  const setting = process.env.TOOLSCOPE_PROPERTY_SEED ?? '';
  if (setting === '') return commitSeed();
  if (setting === 'random') return Math.floor(Math.random() * 0x7fffffff);
  if (/^-?\d+$/.test(setting)) return Number(setting);
  throw new Error(`TOOLSCOPE_PROPERTY_SEED is "${setting}": give a whole number, or "random"`);
}

export const PROPERTY_RUNS_FULL = fullRuns();
export const PROPERTY_SEED = chosenSeed();

/** How many cases to draw for a property written to check `fullCount`. */
export function propertyRuns(fullCount: number): number {
  if (PROPERTY_RUNS_FULL) return fullCount;
  return Math.min(fullCount, Math.max(REDUCED_FLOOR, Math.ceil(fullCount / REDUCED_SHARE)));
}

/** The options of one fc.assert: its run count and the suite's seed. */
export function propertyOptions(fullCount: number): { readonly numRuns: number; readonly seed: number } {
  return { numRuns: propertyRuns(fullCount), seed: PROPERTY_SEED };
}
