import { describe, expect, it } from 'vitest';
import * as justBash from 'just-bash';
import { runChecked, toolContext, workspaceWith } from '../file-tool-kit/testing';
import { DEFAULT_SHELL_LIMITS, type ShellLimits } from '../../shell/limits';
import { createInProcessShellRunner } from '../../shell/run/in-process-runner';
import { createBashRiskClassifier } from '../../shell/risk/bash-risk-classifier';
import { syntaxFromModule } from '../../shell/syntax/shell-syntax';
import { createBashTool } from './bash-tool';

async function setup(limits: ShellLimits = DEFAULT_SHELL_LIMITS) {
  const workspace = await workspaceWith({ 'a.txt': 'one\ntwo\n', 'src/x.ts': 'x\n' });
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  const tool = createBashTool({
    runner,
    limits: () => limits,
    sessionSeed: 42,
    risk: createBashRiskClassifier(syntaxFromModule(justBash)),
  });
  return { workspace, tool };
}

describe('the Bash tool', () => {
  it('succeeds on exit 0 with stdout, the exit code and the cwd', async () => {
    const { tool } = await setup();
    const out = await tool.run({ command: 'wc -l < a.txt' }, toolContext());
    expect(out).toMatchObject({
      status: 'success',
      data: { stdout: '2\n', exit_code: 0, cwd: '/workspace' },
    });
    expect(out.text).toBe('2\n[exit code 0; cwd /workspace]');
  });

  it('is partial on a non-zero exit and shows stderr', async () => {
    const { tool } = await setup();
    const out = await tool.run({ command: 'cat missing.txt' }, toolContext());
    expect(out.status).toBe('partial');
    expect(out.text).toContain('[stderr]\ncat: missing.txt');
    expect(out.data).toMatchObject({ exit_code: 1 });
  });

  it('carries cwd and exported variables to the next call, and shows them', async () => {
    const { tool } = await setup();
    await tool.run({ command: 'cd src && export STAGE=test' }, toolContext());
    const out = await tool.run({ command: 'pwd; echo $STAGE; ls' }, toolContext({ callId: 'call_2' }));
    expect(out.data).toMatchObject({
      stdout: '/workspace/src\ntest\nx.ts\n',
      cwd: '/workspace/src',
      env: { STAGE: 'test' },
    });
    expect(tool.session).toEqual({ cwd: '/workspace/src', env: { STAGE: 'test' } });
  });

  it('writes files through the workspace (a later Edit would see a new version)', async () => {
    const { tool, workspace } = await setup();
    const before = (await workspace.stat('a.txt')).version;
    const out = await tool.run({ command: "sed -i 's/one/ONE/' a.txt" }, toolContext());
    expect(out.stats).toMatchObject({ changedPaths: 1 });
    expect(await workspace.readTextFile('a.txt')).toBe('ONE\ntwo\n');
    expect((await workspace.stat('a.txt')).version).toBeGreaterThan(before);
  });

  it('returns TIMEOUT with what was printed so far', async () => {
    const { tool } = await setup({ ...DEFAULT_SHELL_LIMITS, maxLoopIterations: 1e9, maxCommandCount: 1e9 });
    const out = await tool.run(
      { command: 'echo begun; while true; do :; done', timeout_ms: 200 },
      toolContext(),
    );
    expect(out).toMatchObject({ status: 'partial', errorCode: 'TIMEOUT', data: { stdout: 'begun\n' } });
    expect(out.text).toContain('[TIMEOUT] The command was stopped after the wall-time limit of 200 ms.');
  });

  it('is an error on a timeout without output', async () => {
    const { tool } = await setup({ ...DEFAULT_SHELL_LIMITS, maxLoopIterations: 1e9, maxCommandCount: 1e9 });
    const out = await tool.run({ command: 'while true; do :; done', timeout_ms: 150 }, toolContext());
    expect(out).toMatchObject({ status: 'error', errorCode: 'TIMEOUT' });
  });

  it('names the limit that stopped a command', async () => {
    const { tool } = await setup({ ...DEFAULT_SHELL_LIMITS, maxLoopIterations: 10 });
    const out = await tool.run({ command: 'while true; do echo y; done' }, toolContext());
    expect(out).toMatchObject({ status: 'partial', errorCode: 'LIMIT_EXCEEDED' });
  });

  it('draws $RANDOM from the session seed and the call id', async () => {
    const { tool } = await setup();
    const first = await tool.run({ command: 'echo $RANDOM' }, toolContext({ callId: 'c1' }));
    const again = await tool.run({ command: 'echo $RANDOM' }, toolContext({ callId: 'c1' }));
    const other = await tool.run({ command: 'echo $RANDOM' }, toolContext({ callId: 'c2' }));
    expect(first.data.stdout).toBe(again.data.stdout);
    expect(first.data.stdout).not.toBe(other.data.stdout);
  });

  it('rejects a missing command as INVALID_PARAM', async () => {
    const { tool } = await setup();
    expect(await runChecked(tool, {}, toolContext())).toMatchObject({
      status: 'error',
      errorCode: 'INVALID_PARAM',
    });
    expect(await runChecked(tool, { command: 'ls', timeout_ms: -1 }, toolContext())).toMatchObject({
      errorCode: 'INVALID_PARAM',
    });
  });

  it('classifies relative writes against the carried cwd', async () => {
    const { tool } = await setup();
    await tool.run({ command: 'cd /tmp' }, toolContext());
    const decision = tool.risk!.classify(
      { command: 'echo x > f' },
      { cwd: '/workspace', insideSubagent: false },
    );
    // /tmp/f: the scratch folder, where /workspace/f would have been an edit to ask about.
    expect(decision.rule).toBe('bash.allow.scratch-write');
  });

  it('never fails on output that is not UTF-8', async () => {
    const { tool, workspace } = await setup();
    await workspace.writeFile('bin.dat', new Uint8Array([0xc3, 0x28, 0xff, 0x0a]));
    const out = await tool.run(
      { command: 'cat bin.dat; head -c 2 bin.dat | od -c | head -1' },
      toolContext(),
    );
    expect(out.status).toBe('success');
    expect(typeof out.text).toBe('string');
  });
});

describe('what the model reads about Bash', () => {
  const lowered: ShellLimits = {
    timeoutMs: 2_500,
    maxCommandCount: 5_000,
    maxLoopIterations: 200,
    maxOutputBytes: 64 * 1024,
  };

  it('states the limits in force, and follows a change of them', async () => {
    let limits = DEFAULT_SHELL_LIMITS;
    const workspace = await workspaceWith({});
    const tool = createBashTool({
      runner: createInProcessShellRunner({ workspace, wallClock: () => performance.now() }),
      limits: () => limits,
      sessionSeed: 1,
    });
    expect(tool.description).toContain(
      'wall time 10 s by default, 1 MB of output, 100,000 commands and loop iterations per call',
    );
    const defaults = tool.parameters;
    expect(tool.parameters).toBe(defaults); // unchanged limits: the same object (validators stay cached)
    limits = lowered;
    expect(tool.description).toContain(
      'wall time 2.5 s by default, 64 KB of output, 5,000 commands and 200 loop iterations per call',
    );
    expect(JSON.stringify(tool.parameters)).toContain('(default 2500)');
    expect(tool.parameters).not.toBe(defaults);
  });
});
