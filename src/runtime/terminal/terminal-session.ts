// One person's terminal over a session's workspace (issue 7). Each command is judged first by the same
// classifiers as the agent's Bash: DENY is refused with its rule, ASK waits for the person's yes. It then runs
// in the terminal's own shell (in the browser a shell worker, so Stop can end a runaway loop), with the cwd
// and exported variables carried from the previous command; its file changes go to the runtime as one
// recorded workspace edit (source 'terminal'), which is what a replay reproduces.
import type { ShellRunner } from '../../shell/run/shell-run';
import { DEFAULT_SHELL_LIMITS, shellLimitField, type ShellLimits } from '../../shell/limits';
import { seedRegexOf } from '../../engine/protocol/seed-regex-details';
import { classifyBashCommand } from '../../shell/risk/bash-risk-classifier';
import type { ShellSyntax } from '../../shell/syntax/shell-syntax';
import { deriveSeed } from '../../shell/virtual/seeded-random';
import type { Workspace } from '../../vfs';
import type { LiveInput } from '../inputs/input-book';
import { captureChangesets, type CapturingWorkspace } from './capture-workspace';
import { changesetToJson } from './changeset-to-json';
import type {
  TerminalChanges,
  TerminalDecision,
  TerminalRunParams,
  TerminalRunResult,
} from './terminal-types';

export type TerminalShell = ShellRunner & { stop?(): void; dispose?(): void };
export type TerminalEdit = Extract<LiveInput, { type: 'workspace-edit' }>;

export interface TerminalSessionDeps {
  readonly workspace: Workspace;
  /** Builds the terminal's shell over the view it is given (which hands changesets back, never applies them). */
  readonly createShell: (workspace: Workspace) => TerminalShell;
  readonly syntax: ShellSyntax;
  /** The runtime applies (or queues) the edit and records it as a session input. */
  readonly applyEdit: (edit: TerminalEdit) => Promise<'applied' | 'queued'>;
  /** Virtual time for `date` and `$SECONDS`: the terminal never reads the machine's clock. */
  readonly clockMs: () => number;
  readonly sessionSeed: number;
  /** The agent's shell limits in force now (the session's settings); the terminal raises the counts. */
  readonly agentLimits?: () => ShellLimits;
}

export const WORKSPACE_ROOT = '/workspace';

/**
 * A person at the terminal watches the command and has Stop, so the counts that protect an agent's run from
 * itself are raised to their settings maximum: a runaway loop runs until Stop or the wall-time limit. Wall
 * time and output follow the session's settings, as the agent's Bash does.
 */
export function terminalShellLimits(agent: ShellLimits): ShellLimits {
  return {
    ...agent,
    maxCommandCount: shellLimitField('maxCommandCount').max,
    maxLoopIterations: shellLimitField('maxLoopIterations').max,
  };
}

/** The terminal's limits under the default settings. */
export const TERMINAL_SHELL_LIMITS: ShellLimits = terminalShellLimits(DEFAULT_SHELL_LIMITS);

export class TerminalSession {
  private cwd = WORKSPACE_ROOT;
  private env: Readonly<Record<string, string>> = {};
  private commands = 0;
  private running: AbortController | null = null;
  private readonly capture: CapturingWorkspace;
  private readonly shell: TerminalShell;

  constructor(private readonly deps: TerminalSessionDeps) {
    this.capture = captureChangesets(deps.workspace);
    this.shell = deps.createShell(this.capture.workspace);
  }

  get currentCwd(): string {
    return this.cwd;
  }

  /** Read when a command starts: a settings change made since the last command holds for the next one. */
  get limits(): ShellLimits {
    return this.deps.agentLimits ? terminalShellLimits(this.deps.agentLimits()) : TERMINAL_SHELL_LIMITS;
  }

  async run(params: TerminalRunParams): Promise<TerminalRunResult> {
    const decision = this.judge(params.command);
    if (decision.verdict === 'DENY') return { kind: 'refused', decision };
    if (decision.verdict === 'ASK' && params.approved !== true) return { kind: 'needs-approval', decision };
    this.commands += 1;
    const requestId = `terminal_${this.commands}`;
    const controller = new AbortController();
    this.running = controller;
    try {
      const result = await this.shell.run(
        {
          command: params.command,
          cwd: this.cwd,
          env: this.env,
          limits: this.limits,
          clockMs: this.deps.clockMs(),
          randomSeed: deriveSeed(this.deps.sessionSeed, requestId),
          requestId,
        },
        controller.signal,
      );
      const stopped = result.stop?.kind === 'stopped';
      const captured = this.capture.take();
      const { changes, note } =
        stopped || !captured ? { changes: none, note: '' } : await this.hand(params.command, captured);
      this.cwd = result.cwd;
      this.env = result.env;
      return {
        kind: 'ran',
        decision,
        stdout: result.stdout,
        stderr: result.stderr + note,
        exitCode: result.exitCode,
        cwd: result.cwd,
        stop: result.stop,
        stopped,
        changes,
      };
    } finally {
      this.running = null;
    }
  }

  /** Stop / Ctrl+C: ends the running command; the shell starts afresh and the workspace is untouched. */
  stop(): boolean {
    const running = this.running;
    if (!running) return false;
    running.abort();
    this.shell.stop?.();
    return true;
  }

  dispose(): void {
    this.running?.abort();
    this.shell.dispose?.();
  }

  private judge(command: string): TerminalDecision {
    const decision = classifyBashCommand(this.deps.syntax, { command, cwd: this.cwd });
    const seed = seedRegexOf(decision);
    return {
      verdict: decision.verdict,
      rule: decision.rule,
      reason: decision.reason,
      node: decision.node ?? command,
      seedRegexVerdict: seed?.verdict ?? null,
      seedRegexRule: seed?.rule ?? null,
    };
  }

  private async hand(
    command: string,
    captured: NonNullable<ReturnType<CapturingWorkspace['take']>>,
  ): Promise<{ changes: TerminalChanges; note: string }> {
    const json = changesetToJson(captured);
    const note =
      json.skipped.length > 0
        ? `terminal: symbolic links are not recorded in the session: ${json.skipped.join(', ')}\n`
        : '';
    if (json.changes.length === 0) return { changes: none, note };
    const paths = json.changes.map((change) => change.path);
    const kind = await this.deps.applyEdit({
      type: 'workspace-edit',
      source: 'terminal',
      command,
      changes: json.changes,
    });
    return { changes: { kind, paths }, note };
  }
}

const none: TerminalChanges = { kind: 'none' };
