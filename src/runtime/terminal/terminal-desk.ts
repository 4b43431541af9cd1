// The runtime host's terminal: one TerminalSession per loaded session (a new session starts a fresh terminal
// at /workspace), created on the first command because the shell syntax loads lazily.
import { loadShellSyntax } from '../../shell/syntax/shell-syntax';
import type { Workspace } from '../../vfs';
import type { Runtime } from '../runtime';
import {
  TERMINAL_SHELL_LIMITS,
  TerminalSession,
  terminalShellLimits,
  WORKSPACE_ROOT,
  type TerminalShell,
} from './terminal-session';
import type { TerminalInfo, TerminalRunParams, TerminalRunResult } from './terminal-types';

export interface TerminalTarget {
  readonly runtime: Runtime;
  readonly workspace: Workspace;
  readonly sessionSeed: number;
}

type CreateShell = (workspace: Workspace) => TerminalShell;

/**
 * Node (tests, CLI): the shell in this thread; Stop aborts it between commands of the script. Imported on
 * the first command: it carries the just-bash interpreter, which the browser never needs here.
 */
const inProcessShell = async (): Promise<CreateShell> => {
  const { createInProcessShellRunner } = await import('../../shell/run/in-process-runner');
  return (workspace) => createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
};

export class TerminalDesk {
  private target: TerminalTarget | null = null;
  private session: Promise<TerminalSession> | null = null;

  constructor(private readonly createShell?: CreateShell) {}

  /** A session was loaded (or unloaded, with null): the old terminal and its shell go. */
  attach(target: TerminalTarget | null): void {
    const old = this.session;
    this.session = null;
    this.target = target;
    void old?.then((session) => session.dispose());
  }

  async run(params: TerminalRunParams): Promise<TerminalRunResult> {
    const session = this.current();
    return session ? (await session).run(params) : { kind: 'no-session' };
  }

  async stop(): Promise<{ stopped: boolean }> {
    const session = this.session ? await this.session : null;
    return { stopped: session?.stop() ?? false };
  }

  /** The cwd, and the limits the next command will run under (they follow the session's settings). */
  async info(): Promise<TerminalInfo> {
    const session = this.session ? await this.session : null;
    const agent = this.target?.runtime.shellLimits;
    return {
      cwd: session?.currentCwd ?? WORKSPACE_ROOT,
      limits: agent ? terminalShellLimits(agent) : TERMINAL_SHELL_LIMITS,
    };
  }

  private current(): Promise<TerminalSession> | null {
    const target = this.target;
    if (!target) return null;
    this.session ??= Promise.all([loadShellSyntax(), this.createShell ?? inProcessShell()]).then(
      ([syntax, createShell]) =>
        new TerminalSession({
          workspace: target.workspace,
          createShell,
          syntax,
          applyEdit: (edit) => target.runtime.applyNow(edit),
          clockMs: () => target.runtime.log.events.at(-1)?.timeMs ?? 0,
          sessionSeed: target.sessionSeed,
          agentLimits: () => target.runtime.shellLimits,
        }),
    );
    return this.session;
  }
}
