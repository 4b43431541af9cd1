// Differential tests (issue 5): each corpus command runs in /bin/bash over a fixture tree on disk and in the
// emulated shell over the same tree loaded into a workspace; stdout and exit code must match exactly,
// stderr in substance (both silent, or both reporting something).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { loadFolderIntoWorkspace } from '../node/load-folder';
import { createInProcessShellRunner } from '../run/in-process-runner';
import { shellRequest } from '../run/testing';
import { DIFFERENTIAL_CORPUS } from './differential-corpus';
import { FIXTURE_TREE } from './fixture-tree';

const scratch = mkdtempSync(join(tmpdir(), 'toolscope-diff-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let counter = 0;
function writeFixture(): string {
  const root = join(scratch, `case-${counter++}`);
  for (const [path, content] of Object.entries(FIXTURE_TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

interface Outcome {
  readonly stdout: string;
  readonly exitCode: number;
  /** stderr "in substance": whether anything was reported, not the exact wording of each implementation. */
  readonly reportedError: boolean;
}

function runRealBash(command: string): Outcome {
  const root = writeFixture();
  const run = spawnSync('/bin/bash', ['-c', command], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC', HOME: '/workspace' },
  });
  return {
    stdout: run.stdout.split(root).join('/workspace'),
    exitCode: run.status ?? -1,
    reportedError: run.stderr.trim() !== '',
  };
}

async function runEmulated(command: string): Promise<Outcome> {
  const root = writeFixture();
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await loadFolderIntoWorkspace(workspace, root);
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  const result = await runner.run(shellRequest(command, { requestId: 'diff' }));
  return { stdout: result.stdout, exitCode: result.exitCode, reportedError: result.stderr.trim() !== '' };
}

describe('the emulated shell against /bin/bash', () => {
  it('keeps at least 60 commands and at most 5 documented exceptions', () => {
    expect(DIFFERENTIAL_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(DIFFERENTIAL_CORPUS.filter((c) => c.knownDifference).length).toBeLessThanOrEqual(5);
  });

  it.each(DIFFERENTIAL_CORPUS)('$command', async ({ command, knownDifference }) => {
    const real = runRealBash(command);
    const emulated = await runEmulated(command);
    if (knownDifference) expect(emulated).not.toEqual(real);
    else expect(emulated).toEqual(real);
  });
});
