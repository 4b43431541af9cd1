// Differential tests (issues 5, 34): each corpus command runs in the emulated shell over the fixture tree and
// is compared with what GNU bash and coreutils printed for it (gnu-expected.json, recorded by
// `npm run record:shell-differential`): stdout and exit status exactly, stderr in substance (both silent, or
// both reporting something). A known difference must still differ; anything else must match.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../run/testing';
import { DIFFERENTIAL_CORPUS } from './corpus';
import { FIXTURE_TREE } from './fixture-tree';
import recorded from './gnu-expected.json';
import { KNOWN_DIFFERENCES } from './known-differences';
import { withKnownDifferencesSection } from './known-differences-doc';

interface Outcome {
  readonly stdout: string;
  readonly exitCode: number;
  /** stderr "in substance": whether anything was reported, not the exact wording of each implementation. */
  readonly reportedError: boolean;
}

async function runEmulated(command: string): Promise<Outcome> {
  const result = await runInFreshShell(command, FIXTURE_TREE);
  return { stdout: result.stdout, exitCode: result.exitCode, reportedError: result.stderr.trim() !== '' };
}

const expectedByCommand = new Map(
  recorded.cases.map((c) => [
    c.command,
    { stdout: c.stdout, exitCode: c.exitCode, reportedError: c.stderr.trim() !== '' } satisfies Outcome,
  ]),
);
const knownByCommand = new Map(KNOWN_DIFFERENCES.map((k) => [k.command, k.reason]));

/** The families issue 34 asks the corpus to cover, each with at least this many commands. */
const REQUIRED_FAMILIES = [
  'find',
  'xargs',
  'sed',
  'awk',
  'sort',
  'uniq',
  'cut',
  'tr',
  'paste',
  'comm',
  'diff',
  'head-tail',
  'wc',
  'grep',
  'printf',
  'here-doc',
  'arithmetic',
  'loops',
  'tests',
  'case',
  'functions',
  'errexit-pipefail',
  'redirections',
  'parameter-expansion',
  'arrays',
];
const MIN_PER_FAMILY = 8;

describe('the differential corpus', () => {
  it('has at least 300 distinct commands and covers every family of issue 34', () => {
    const commands = DIFFERENTIAL_CORPUS.map((c) => c.command);
    expect(new Set(commands).size).toBe(commands.length);
    expect(commands.length).toBeGreaterThanOrEqual(300);
    for (const name of REQUIRED_FAMILIES) {
      const size = DIFFERENTIAL_CORPUS.filter((c) => c.family === name).length;
      expect({ family: name, atLeast: size >= MIN_PER_FAMILY }).toEqual({ family: name, atLeast: true });
    }
  });

  it('is recorded whole, in order, with the GNU tools named (npm run record:shell-differential)', () => {
    expect(recorded.cases.map((c) => c.command)).toEqual(DIFFERENTIAL_CORPUS.map((c) => c.command));
    for (const tool of ['bash', 'coreutils', 'gawk', 'grep', 'sed', 'findutils', 'diffutils'] as const) {
      expect(recorded.recordedWith[tool]).toMatch(/GNU|bash/);
    }
    expect(recorded.recordedWith.locale).toBe('LC_ALL=C');
  });

  it('lists each known difference once, for a corpus command, with a reason', () => {
    expect(knownByCommand.size).toBe(KNOWN_DIFFERENCES.length);
    for (const { command, reason } of KNOWN_DIFFERENCES) {
      expect(expectedByCommand.has(command), command).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('docs/shell.md lists exactly the known differences', () => {
    const page = readFileSync(new URL('../../../docs/shell.md', import.meta.url), 'utf8');
    expect(withKnownDifferencesSection(page)).toBe(page);
  });
});

describe('the emulated shell against GNU bash', () => {
  it.each(DIFFERENTIAL_CORPUS)('$family: $command', async ({ command }) => {
    const expected = expectedByCommand.get(command);
    const emulated = await runEmulated(command);
    if (knownByCommand.has(command)) expect(emulated).not.toEqual(expected);
    else expect(emulated).toEqual(expected);
  });
});
