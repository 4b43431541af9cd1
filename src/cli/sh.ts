// `npm run sh -- --root <folder> [--cwd <dir>] [--approve | --no-gate] -c '<command>'`: loads a folder from
// disk into a fresh workspace, runs one command in the emulated shell exactly as the Bash tool would (the
// same permission gate and risk classifier first, then the same limits, commands and copy-on-write view),
// and prints {"stdout","stderr","exit_code","permission"} as JSON. The folder on disk is never written.
import { resolve } from 'node:path';
import { createMemoryWorkspace, fixedClock, normalizePosixPath, WORKSPACE_ROOT } from '../vfs';
import { DEFAULT_SHELL_LIMITS } from '../shell/limits';
import { loadFolderIntoWorkspace } from '../shell/node/load-folder';
import { createInProcessShellRunner } from '../shell/run/in-process-runner';
import { createBashRiskClassifier } from '../shell/risk/bash-risk-classifier';
import { loadShellSyntax } from '../shell/syntax/shell-syntax';
import { createBashTool } from '../tools/bash/bash-tool';
import { gateShellCommand, type ShGateChoice } from './sh-gate';

interface ShArgs {
  readonly root: string;
  readonly cwd: string;
  readonly command: string;
  readonly gate: ShGateChoice;
}

function parseArgs(argv: readonly string[]): ShArgs | string {
  let root: string | undefined;
  let cwd = WORKSPACE_ROOT;
  let command: string | undefined;
  let gate: ShGateChoice = 'gate';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--root' && value !== undefined) [root, i] = [value, i + 1];
    else if (arg === '--cwd' && value !== undefined) [cwd, i] = [value, i + 1];
    else if (arg === '-c' && value !== undefined) [command, i] = [value, i + 1];
    else if (arg === '--approve' && gate === 'gate') gate = 'approve';
    else if (arg === '--no-gate' && gate === 'gate') gate = 'no-gate';
    else return `unexpected argument: ${arg ?? ''}`;
  }
  if (root === undefined || command === undefined) return 'both --root and -c are required';
  const absoluteCwd = cwd.startsWith('/')
    ? normalizePosixPath(cwd)
    : normalizePosixPath(`${WORKSPACE_ROOT}/${cwd}`);
  return { root: resolve(root), cwd: absoluteCwd, command, gate };
}

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string') {
  process.stderr.write(
    `${args}\nusage: npm run sh -- --root <folder> [--cwd <dir>] [--approve | --no-gate] -c '<command>'\n`,
  );
  process.exit(2);
}

// A fixed virtual time keeps the output reproducible (date, file times, git commits).
const VIRTUAL_NOW_MS = Date.UTC(2025, 0, 1);
const workspace = createMemoryWorkspace({ clock: fixedClock(VIRTUAL_NOW_MS) });
try {
  await loadFolderIntoWorkspace(workspace, args.root);
} catch (error) {
  process.stderr.write(
    `cannot load --root ${args.root}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(2);
}
const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
const bash = createBashTool({
  runner,
  limits: () => DEFAULT_SHELL_LIMITS,
  sessionSeed: 0,
  risk: createBashRiskClassifier(await loadShellSyntax()),
});
const gated = gateShellCommand(bash, args.command, args.cwd, args.gate);
const permission = gated.permission && { verdict: gated.permission.verdict, rule: gated.permission.rule };
if (!gated.run) {
  process.stdout.write(`${JSON.stringify({ stdout: '', stderr: '', exit_code: null, permission })}\n`);
  process.stderr.write(`not run: ${gated.why}\n`);
  process.exit(gated.exitCode);
}
const result = await runner.run({
  command: args.command,
  cwd: args.cwd,
  env: {},
  limits: DEFAULT_SHELL_LIMITS,
  clockMs: VIRTUAL_NOW_MS,
  randomSeed: 0,
  requestId: 'cli',
});
process.stdout.write(
  `${JSON.stringify({ stdout: result.stdout, stderr: result.stderr, exit_code: result.exitCode, permission })}\n`,
);
