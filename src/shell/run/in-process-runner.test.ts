import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../limits';
import { createInProcessShellRunner } from './in-process-runner';
import type { ShellRunRequest } from './shell-run';

const wallClock = () => performance.now();

async function setup() {
  const workspace = createMemoryWorkspace({ clock: manualClock(1_700_000_000_000) });
  await workspace.writeFile('/workspace/a.txt', 'alpha\nbeta\n');
  const runner = createInProcessShellRunner({ workspace, wallClock });
  const request = (command: string, extra: Partial<ShellRunRequest> = {}): ShellRunRequest => ({
    command,
    cwd: '/workspace',
    env: {},
    limits: DEFAULT_SHELL_LIMITS,
    clockMs: 1_700_000_000_000,
    randomSeed: 7,
    requestId: 'call-1',
    ...extra,
  });
  return { workspace, runner, request };
}

describe('the in-process shell runner', () => {
  it('runs a pipeline over the workspace', async () => {
    const { runner, request } = await setup();
    const result = await runner.run(request('cat a.txt | grep -c a'));
    expect(result).toMatchObject({ stdout: '2\n', exitCode: 0, stop: null });
  });

  it('applies the changes of a command to the workspace in one step', async () => {
    const { runner, request, workspace } = await setup();
    const changes: string[] = [];
    workspace.subscribe((batch) => changes.push(batch.map((c) => c.path).join(',')));
    const result = await runner.run(request('mkdir out && echo hi > out/b.txt && echo more >> a.txt'));
    expect(result.exitCode).toBe(0);
    expect(await workspace.readTextFile('/workspace/out/b.txt')).toBe('hi\n');
    expect(await workspace.readTextFile('/workspace/a.txt')).toBe('alpha\nbeta\nmore\n');
    expect(changes).toHaveLength(1);
  });

  it('reports the final cwd and exported variables', async () => {
    const { runner, request } = await setup();
    await runner.run(request('mkdir -p src'));
    const result = await runner.run(request('cd src; export FOO=bar; LOCAL=1; false'));
    expect(result).toMatchObject({ cwd: '/workspace/src', env: { FOO: 'bar' }, exitCode: 1 });
    expect(result.env).not.toHaveProperty('LOCAL');
    const next = await runner.run(
      request('pwd; echo $FOO; printenv FOO', { cwd: result.cwd, env: result.env }),
    );
    expect(next.stdout).toBe('/workspace/src\nbar\nbar\n');
  });

  it('takes the final state from the top-level script, never from a nested shell', async () => {
    const { runner, request } = await setup();
    const result = await runner.run(request("bash -c 'cd /tmp; export INNER=1'; exit 4"));
    expect(result).toMatchObject({ cwd: '/workspace', env: {}, exitCode: 4 });
  });

  it('takes date, $RANDOM and $SECONDS from the virtual clock and the seed', async () => {
    const { runner, request } = await setup();
    const script =
      "date -u +%Y-%m-%dT%H:%M:%S; echo $RANDOM $((RANDOM % 100)); sleep 3; echo $SECONDS; bash -c 'echo $RANDOM'";
    const first = await runner.run(request(script));
    const second = await runner.run(request(script));
    expect(first.stdout).toBe(second.stdout);
    expect(first.stdout.split('\n')[0]).toBe('2023-11-14T22:13:20');
    expect(first.stdout.split('\n')[2]).toBe('3');
    const other = await runner.run(request(script, { randomSeed: 8 }));
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('stops a runaway loop at the wall-time limit with the output so far, changing nothing', async () => {
    const { runner, request, workspace } = await setup();
    const limits = { ...DEFAULT_SHELL_LIMITS, timeoutMs: 300, maxLoopIterations: 1e9, maxCommandCount: 1e9 };
    const result = await runner.run(
      request('echo started; touch new.txt; while true; do :; done', { limits }),
    );
    expect(result.stop).toEqual({ kind: 'timeout', afterMs: 300 });
    expect(result.stdout).toBe('started\n');
    expect(result.stderr).toContain('wall-time limit (300 ms)');
    expect(await workspace.exists('/workspace/new.txt')).toBe(false);
  });

  it('stops on an aborted signal', async () => {
    const { runner, request } = await setup();
    const controller = new AbortController();
    controller.abort();
    const result = await runner.run(request('echo x; while true; do :; done'), controller.signal);
    expect(result.stop).toEqual({ kind: 'stopped' });
  });

  it('names the limit that stopped a command', async () => {
    const { runner, request } = await setup();
    const limits = { ...DEFAULT_SHELL_LIMITS, maxLoopIterations: 50 };
    const result = await runner.run(request('i=1; while true; do echo $i; i=$((i+1)); done', { limits }));
    expect(result.stop).toMatchObject({ kind: 'limit', limit: 'loop-iterations' });
    expect(result.stdout.startsWith('1\n2\n')).toBe(true);
  });

  it('stops output at the output-size limit', async () => {
    const { runner, request } = await setup();
    const limits = { ...DEFAULT_SHELL_LIMITS, maxOutputBytes: 2048 };
    const result = await runner.run(request('seq 1 100000', { limits }));
    expect(result.stop).toMatchObject({ kind: 'limit', limit: 'output-size' });
  });

  it('keeps what came first when one write overflows the output limit', async () => {
    const { runner, request } = await setup();
    const limits = { ...DEFAULT_SHELL_LIMITS, maxOutputBytes: 4096 };
    const result = await runner.run(request('seq 1 10000', { limits }));
    expect(result.stop).toMatchObject({ kind: 'limit', limit: 'output-size' });
    expect(result.stdout.startsWith('1\n2\n3\n')).toBe(true);
    expect(new TextEncoder().encode(result.stdout).length).toBe(4096);
    expect(result.stderr).toContain('output cut at the output limit (4096 bytes)');
  });

  it('does not count what a command writes to a file against the output limit, and keeps its stderr', async () => {
    const { runner, request } = await setup();
    const limits = { ...DEFAULT_SHELL_LIMITS, maxOutputBytes: 1024 };
    const toFile = await runner.run(request('seq 1 100000 > f.txt; echo done', { limits }));
    expect(toFile).toMatchObject({ stdout: 'done\n', stop: null, exitCode: 0 });
    const mixed = await runner.run(request('echo first-error >&2; seq 1 300', { limits }));
    expect(mixed.stop).toMatchObject({ kind: 'limit', limit: 'output-size' });
    expect(mixed.stderr).toContain('first-error');
    expect(mixed.stdout.startsWith('1\n2\n')).toBe(true);
  });

  it('never fails on bytes that are not UTF-8', async () => {
    const { runner, request, workspace } = await setup();
    await workspace.writeFile('/workspace/bin.dat', new Uint8Array([0x61, 0xff, 0xfe, 0x62, 0x0a]));
    const result = await runner.run(request('cat bin.dat'));
    expect(result.exitCode).toBe(0);
    // The valid bytes around the invalid ones survive. (just-bash 3.4.2 hands back output it could not decode as
    // latin1 text, and loses which parts were text: see docs/shell.md, "Output decoding".)
    expect(result.stdout).toMatch(/^a[^\n]+b\n$/);
  });
});
