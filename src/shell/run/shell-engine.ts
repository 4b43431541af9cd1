// One just-bash interpreter, reused across calls, run against a workspace view per call. The view (a
// copy-on-write overlay) is mounted at /workspace over an in-memory base that holds /tmp and /dev; the base
// outlives calls, the view does not: the caller applies or drops the view's changeset.
import * as justBash from 'just-bash';
import { Bash, type CustomCommand } from 'just-bash';
import { EMPTY_CHANGESET, WORKSPACE_ROOT, type OverlayWorkspace } from '../../vfs';
import { standardShellCommands } from '../commands/standard-commands';
import { BaseFs } from '../fs/base-fs';
import { ShellFs } from '../fs/shell-fs';
import { createGitCommand } from '../git/git-command';
import { WorkspaceFs } from '../fs/workspace-fs';
import { toExecutionLimits } from '../limits';
import { syntaxFromModule } from '../syntax/shell-syntax';
import { BASE_SHELL_ENV } from '../virtual/base-env';
import { rewriteScript, rewriteSpecialVariablesOnly } from '../virtual/script-rewrite';
import { seededRandom } from '../virtual/seeded-random';
import { virtualCommands, type VirtualRunState } from '../virtual/virtual-commands';
import { capOutput } from './output-cap';
import type { ShellRunRequest, ShellRunResult, ShellStop } from './shell-run';
import { stopAtBraceLimit } from './brace-limit';
import { expandDeclaredArrays } from './declared-arrays';
import { groupStatementsByLine } from './line-units';
import { analyzeStop } from './stop-reason';
import { WallTimeGuard } from './wall-time-guard';

export interface ShellEngineOptions {
  /** Real elapsed time in ms (performance.now): only the wall-time limit reads it. */
  readonly wallClock: () => number;
  /** More commands (git, the fast grep), registered over just-bash's own. */
  readonly commands?: readonly CustomCommand[];
}

const decoder = new TextDecoder('utf-8');

/** A latin1 byte string (just-bash's raw-bytes shape) → text, invalid UTF-8 replaced rather than failing. */
function bytesToText(byteString: string): string {
  const bytes = Uint8Array.from(byteString, (ch) => ch.charCodeAt(0) & 0xff);
  return decoder.decode(bytes);
}

interface ExecOutcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  readonly env: Readonly<Record<string, string>>;
  readonly stdoutKind?: 'text' | 'bytes';
  /** Set by our just-bash patch: `${x:?}`, `${x?}` or `set -u` ended the shell (patches/just-bash+3.4.2.patch). */
  readonly fatalExpansion?: boolean;
}

/**
 * The Bash tool's command runs as `bash -c` does, and there an expansion error that ends the shell ends it with
 * status 127 (bash's run_one_command), while a script file or a subshell ends with 1, as just-bash reports.
 */
const FATAL_EXPANSION_STATUS = 127;

/** A throw out of just-bash is its bug, not the command's: report it as the command's failure. */
function internalError(error: unknown): ExecOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return { stdout: '', stderr: `bash: internal error: ${message}\n`, exitCode: 2, env: {} };
}

export class ShellEngine {
  private readonly base = new BaseFs();
  private readonly fs = new ShellFs({ base: this.base });
  private readonly bash: Bash;
  private readonly guard: WallTimeGuard;
  /**
   * True from the start of an exec until the plugin has seen its script. Nested scripts (`bash -c`, `$(...)`
   * run through the same plugin) get only the `$RANDOM` / `$SECONDS` rewrite, not the exports and state probe.
   */
  private awaitingTopLevelScript = false;
  private run: VirtualRunState & { exported: Readonly<Record<string, string>>; source: string } = {
    clockMs: 0,
    sleptMs: 0,
    random: seededRandom(0),
    captured: null,
    exported: {},
    source: '',
  };

  constructor(options: ShellEngineOptions) {
    const state = () => this.run;
    const guardHook = { hit: () => this.guard.hit() };
    this.bash = new Bash({
      fs: this.fs,
      cwd: WORKSPACE_ROOT,
      env: { ...BASE_SHELL_ENV },
      customCommands: [
        ...virtualCommands(state),
        ...standardShellCommands(),
        createGitCommand(() => this.run.clockMs + this.run.sleptMs),
        ...(options.commands ?? []),
      ],
      // Node only: its "defense in depth" blocks timers during exec, which our filesystem and git may use.
      defenseInDepth: false,
      sleep: (ms) => {
        this.run.sleptMs += ms;
        return Promise.resolve();
      },
      coverage: guardHook,
      processInfo: { pid: 4242, ppid: 4241, uid: 1000, gid: 1000 },
    });
    const syntax = syntaxFromModule(justBash);
    const parse = (source: string) => syntax.parse(source);
    this.bash.registerTransformPlugin({
      name: 'toolscope-virtual',
      transform: ({ ast }) => {
        const topLevel = this.awaitingTopLevelScript;
        this.awaitingTopLevelScript = false;
        const limited = stopAtBraceLimit(expandDeclaredArrays(ast, parse));
        if (!topLevel) return { ast: rewriteSpecialVariablesOnly(limited) };
        return { ast: rewriteScript(groupStatementsByLine(limited, this.run.source), this.run.exported) };
      },
    });
    const liveLimits = (this.bash as unknown as { limits: Record<string, number> }).limits;
    this.guard = new WallTimeGuard(liveLimits, options.wallClock);
  }

  /** Runs one call on `view`; never throws for anything the command did. */
  async exec(
    view: OverlayWorkspace,
    request: ShellRunRequest,
    signal?: AbortSignal,
  ): Promise<ShellRunResult> {
    this.fs.mount(WORKSPACE_ROOT, new WorkspaceFs(view));
    this.run = {
      clockMs: request.clockMs,
      sleptMs: 0,
      random: seededRandom(request.randomSeed),
      captured: null,
      exported: request.env,
      source: request.command,
    };
    try {
      const cwd = (await this.fs.exists(request.cwd)) ? request.cwd : WORKSPACE_ROOT;
      this.guard.arm(
        request.limits.timeoutMs,
        toExecutionLimits(request.limits) as Record<string, number>,
        signal,
      );
      this.awaitingTopLevelScript = true;
      const result: ExecOutcome = await this.bash
        .exec(request.command, { cwd, rawScript: true })
        .catch(internalError);
      const trip = this.guard.disarm();
      const analysis = analyzeStop(result, trip, request.limits.timeoutMs);
      const captured = this.run.captured;
      const printed = result.stdoutKind === 'bytes' ? bytesToText(result.stdout) : result.stdout;
      const { stdout, stderr, stop } = withinOutputLimit(printed, analysis, request.limits.maxOutputBytes);
      const discard = stop?.kind === 'timeout' || stop?.kind === 'stopped';
      return {
        stdout,
        stderr,
        exitCode: result.fatalExpansion === true ? FATAL_EXPANSION_STATUS : result.exitCode,
        cwd: captured?.cwd ?? result.env.PWD ?? cwd,
        env: captured?.exported ?? request.env,
        stop,
        changeset: discard ? EMPTY_CHANGESET : view.changeset(),
      };
    } finally {
      this.fs.unmount(WORKSPACE_ROOT);
    }
  }
}

/**
 * Cuts the printed output at the session's limit (just-bash had headroom); a cut is an output-size stop at
 * that limit, with a note. When just-bash stopped at its headroom without printing past ours (the bytes went
 * to a file or a pipe), its own stop and message stand.
 */
function withinOutputLimit(
  printed: string,
  analysis: { readonly stop: ShellStop | null; readonly stderr: string },
  maxOutputBytes: number,
): { stdout: string; stderr: string; stop: ShellStop | null } {
  const stop = analysis.stop;
  const interpreterStop = stop?.kind === 'limit' && stop.limit === 'output-size';
  const errors = interpreterStop
    ? analysis.stderr
        .split('\n')
        .filter((line) => line !== stop.message)
        .join('\n')
    : analysis.stderr;
  const capped = capOutput(printed, errors, maxOutputBytes);
  // Nothing printed was over ours: the interpreter stopped at its headroom (e.g. a redirect to a file), and its
  // own message says so truthfully.
  if (!capped.cut) return { stdout: printed, stderr: analysis.stderr, stop };
  const message = `bash: output cut at the output limit (${maxOutputBytes} bytes)`;
  const separator = capped.stderr === '' || capped.stderr.endsWith('\n') ? '' : '\n';
  return {
    stdout: capped.stdout,
    // The note goes past the limit on purpose: the reader must learn why the output ends.
    stderr: `${capped.stderr}${separator}${message}\n`,
    stop: interpreterStop || stop === null ? { kind: 'limit', limit: 'output-size', message } : stop,
  };
}
