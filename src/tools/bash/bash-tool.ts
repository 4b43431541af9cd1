// The Bash tool: one command line per call in the emulated shell, bound to a shell runner (in-process in
// Node, the shell worker in the browser) and to the session's carried cwd and exported variables.
import { defineTool } from '../../engine/protocol/define-tool';
import type { RiskClassifier, RiskContext, Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, type ToolOutput } from '../../engine/protocol/tool-result';
import type { ShellLimits } from '../../shell/limits';
import type { ShellRunner } from '../../shell/run/shell-run';
import { deriveSeed } from '../../shell/virtual/seeded-random';
import { bashDescription, bashParameters, type BashInput } from './bash-schema';
import { bashOutput } from './bash-output';
import { createBashSession, type BashSession } from './bash-session';
import { factsOf } from '../tool-record';
import { BASH_RECORD } from './bash-record';

export interface BashToolOptions {
  readonly runner: ShellRunner;
  /** Current limits (a function: the user may change them between calls). */
  readonly limits: () => ShellLimits;
  /** The session's recorded seed, from which each call's `$RANDOM` stream is derived. */
  readonly sessionSeed: number;
  /** The AST classifier (shell/risk); without one the permission gate asks a person. */
  readonly risk?: RiskClassifier;
  readonly session?: BashSession;
}

export interface BashTool extends Tool {
  readonly session: BashSession;
}

/**
 * Bash's record. It runs commands (`exec`: a person decides unless its risk classifier does) and is built by
 * the host, which alone can make the session's shell (runtime/tools/bash-tool-factory.ts).
 */
export function createBashTool(options: BashToolOptions): BashTool {
  const session = options.session ?? createBashSession();
  const risk = options.risk;
  const described = describedWithLimits(options.limits);
  const tool = defineTool({
    ...factsOf(BASH_RECORD),
    // Read at every schema build: the model is told the limits in force (a settings change moves them).
    get description() {
      return described().description;
    },
    get parameters() {
      return described().parameters;
    },
    isConcurrencySafe: () => false,
    // Relative paths in the command resolve against the shell's carried cwd, not the engine's.
    ...(risk ? { risk: inShellCwd(risk, session) } : {}),
    run: (input, context) => runBash(options, session, input, context),
  });
  return Object.assign(tool, { session });
}

/** The classifier, judging (and describing for the permission rules) against the shell's carried cwd. */
function inShellCwd(risk: RiskClassifier, session: BashSession): RiskClassifier {
  const here = (context: RiskContext): RiskContext => ({ ...context, cwd: session.cwd ?? context.cwd });
  return {
    classify: (input, context) => risk.classify(input, here(context)),
    ...(risk.commandParts
      ? { commandParts: (input, context) => risk.commandParts?.(input, here(context)) ?? null }
      : {}),
  };
}

/** The description and parameters for the current limits, rebuilt only when the limits change (the
 * parameters object keeps its identity, so validators compiled for it stay cached). */
function describedWithLimits(limits: () => ShellLimits) {
  let key = '';
  let current = { description: '', parameters: bashParameters(limits()) };
  return () => {
    const now = limits();
    const nowKey = JSON.stringify(now);
    if (nowKey !== key) {
      key = nowKey;
      current = { description: bashDescription(now), parameters: bashParameters(now) };
    }
    return current;
  };
}

async function runBash(
  options: BashToolOptions,
  session: BashSession,
  input: BashInput,
  context: ToolContext,
): Promise<ToolOutput> {
  const { command, timeout_ms: requested } = input;
  // The schema asks for one character; a command of blanks alone is no command either.
  if (command.trim() === '') {
    return toolError('INVALID_PARAM', "'command' is required and must be a non-empty string.");
  }
  const limits = options.limits();
  const timeoutMs = requested === undefined ? limits.timeoutMs : Math.min(requested, limits.timeoutMs);
  const result = await options.runner.run(
    {
      command,
      cwd: session.cwd ?? context.cwd,
      env: session.env,
      limits: { ...limits, timeoutMs },
      clockMs: context.nowMs,
      randomSeed: deriveSeed(options.sessionSeed, context.callId),
      requestId: context.callId,
    },
    context.signal,
  );
  session.cwd = result.cwd;
  session.env = { ...result.env };
  return bashOutput(result, result.changeset.entries.length);
}
