// Issue 38's done-when, in the CLI: a session forked at step 3 under a deny rule differs from its source at
// step 3, and `npm run diff` names the fork; `npm run replay` of the fork says at that step which recorded
// answer no longer fits.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forkWithChanges } from '../session/fork/fork-with-changes';
import { denyRule, forkSourceSpec, runToEnd } from '../session/fork/testing/fork-fixture';
import { documentOf } from '../session/session-document';
import { withoutScriptedCassette } from '../session/without-scripted-cassette';
import { DIFF_EXIT, diffMain } from './diff';
import { EXIT, replayMain } from './replay';

const dir = mkdtempSync(join(tmpdir(), 'diff-fork-'));

async function files() {
  const source = await runToEnd(forkSourceSpec(), 'live');
  const plan = forkWithChanges(source.spec, source.events, 3, denyRule('Write'), { title: 'Source' });
  if (!plan.ok) throw new Error(plan.reason);
  const fork = await runToEnd(plan.spec, 'continue');
  const write = (name: string, spec: typeof source.spec) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(withoutScriptedCassette(documentOf(spec, name))));
    return path;
  };
  return { source: write('source.session.json', source.spec), fork: write('fork.session.json', fork.spec) };
}

async function command(main: typeof diffMain, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('a fork at step 3 under a deny rule, from the command line', () => {
  it('npm run diff: differs from its source first at step 3 and names what the fork changed', async () => {
    const { source, fork } = await files();
    const { code, out } = await command(diffMain, [source, fork]);
    expect(code).toBe(DIFF_EXIT.differ);
    const line = JSON.parse(out[0]!) as {
      firstDifference: { step: number };
      forks: Record<string, unknown>;
    };
    expect(line.firstDifference.step).toBe(3);
    expect(line.forks).toEqual({
      right: {
        of: 'Source',
        traceHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
        step: 3,
        settings: ['engine.permissions.rules.deny'],
      },
    });
  });

  it('npm run replay: the fork stops at step 3, saying the recorded answer calls a tool no longer offered', async () => {
    const { fork } = await files();
    const { code, err } = await command(replayMain, [fork]);
    expect(code).toBe(EXIT.diverged);
    expect(err.join('\n')).toContain(
      'diverged at step 3: The recorded answer to request 3 calls Write, which this run no longer offers',
    );
  });
});
