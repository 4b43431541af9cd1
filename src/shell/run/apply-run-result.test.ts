import { describe, expect, it } from 'vitest';
import { EMPTY_CHANGESET, type Changeset, type ChangesetResult } from '../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../limits';
import { applyRunResult, oneAtATime } from './apply-run-result';
import type { ShellRunRequest, ShellRunResult } from './shell-run';

const changeset = { entries: [{ path: '/workspace/a' }] } as unknown as Changeset;
const ended: ShellRunResult = {
  stdout: 'out\n',
  stderr: '',
  exitCode: 0,
  cwd: '/workspace',
  env: {},
  stop: null,
  changeset,
};

describe('applyRunResult', () => {
  it('does not call the workspace for a command that changed nothing', async () => {
    let calls = 0;
    const apply = () => ((calls += 1), Promise.resolve({ ok: true }) as Promise<ChangesetResult>);
    const outcome = await applyRunResult({ ...ended, changeset: EMPTY_CHANGESET }, apply);
    expect({ calls, applied: outcome.applied }).toEqual({ calls: 0, applied: true });
  });

  it('turns a refused changeset into a failed command that says why', async () => {
    const refuse = () =>
      Promise.resolve({
        ok: false,
        failedPath: '/workspace/a',
        code: 'ENOENT',
        message: 'gone',
      } as ChangesetResult);
    const outcome = await applyRunResult(ended, refuse);
    expect(outcome.applied).toBe(false);
    expect(outcome.result).toMatchObject({ stdout: 'out\n', exitCode: 1 });
    expect(outcome.result.stderr).toBe(
      "bash: the command's file changes were not applied (/workspace/a: gone)\n",
    );
    expect((await applyRunResult({ ...ended, exitCode: 3 }, refuse)).result.exitCode).toBe(3);
  });
});

describe('oneAtATime', () => {
  it('runs calls in order, one at a time, and a failure does not block the next', async () => {
    const log: string[] = [];
    let running = 0;
    const run = oneAtATime(async (request: ShellRunRequest) => {
      running += 1;
      expect(running).toBe(1);
      await Promise.resolve();
      log.push(request.command);
      running -= 1;
      if (request.command === 'bad') throw new Error('boom');
      return ended;
    });
    const request = (command: string): ShellRunRequest => ({
      command,
      cwd: '/workspace',
      env: {},
      limits: DEFAULT_SHELL_LIMITS,
      clockMs: 0,
      randomSeed: 0,
      requestId: command,
    });
    const results = await Promise.allSettled([run(request('a')), run(request('bad')), run(request('c'))]);
    expect(log).toEqual(['a', 'bad', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
