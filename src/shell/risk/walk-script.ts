// Walks just-bash's parse tree and judges every command wherever it stands: pipelines, lists, loops,
// functions, subshells, `$(...)`, backticks, `<(...)`, here-docs, parameter defaults, arithmetic. Unknown
// node kinds are walked generically, so a construct this file does not name is still searched for commands.
// The cwd is followed through straight-line `cd`s so relative write targets can be placed; after any `cd`
// it cannot follow (in a branch, loop, or to a computed path) it becomes unknown and writes stop being "inside".
import type { CommandNode, ScriptNode, SimpleCommandNode, StatementNode } from 'just-bash';
import { printCommand, type ShellSyntax } from '../syntax/shell-syntax';
import { classifyCommand } from './command-rules';
import { writeFinding, type CommandSite } from './command-site';
import { ask, type Finding } from './findings';
import { changeDirectory } from './path-scope';
import { singleValue, staticArgv } from './static-words';

type RedirectionNode = SimpleCommandNode['redirections'][number];

const MAX_NESTING = 8;
const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

interface WalkState {
  cwd: string | null;
  readonly functions: Set<string>;
  readonly findings: Finding[];
}

export class ScriptWalker {
  constructor(
    private readonly syntax: ShellSyntax,
    private readonly depth = 0,
  ) {}

  walk(script: ScriptNode, cwd: string | null): Finding[] {
    const state: WalkState = { cwd, functions: collectFunctionNames(script), findings: [] };
    this.statements(script.statements, state, false);
    return state.findings;
  }

  /** Parses and judges a script found inside an argument (`bash -c`, sed `e`, awk `system`, `trap`). */
  private nested(source: string, cwd: string | null, node: string): Finding[] {
    if (this.depth >= MAX_NESTING)
      return [ask('nesting-too-deep', 'Commands are nested too deeply to check.', node)];
    const parsed = this.syntax.parse(source);
    if (!parsed.ok)
      return [ask('parse-error', `A nested script could not be parsed: ${parsed.message}`, node)];
    return new ScriptWalker(this.syntax, this.depth + 1).walk(parsed.script, cwd);
  }

  private statements(statements: readonly StatementNode[], state: WalkState, conditional: boolean): void {
    for (const statement of statements) this.statement(statement, state, conditional);
  }

  private statement(statement: StatementNode, state: WalkState, conditional: boolean): void {
    statement.pipelines.forEach((pipeline, i) => {
      const branch =
        conditional ||
        statement.background ||
        statement.operators[i - 1] === '||' ||
        pipeline.commands.length > 1;
      pipeline.commands.forEach((command, position) => this.command(command, state, branch, position));
    });
  }

  private command(command: CommandNode, state: WalkState, conditional: boolean, pipeIndex: number): void {
    if (command.type === 'SimpleCommand') {
      this.simpleCommand(command, state, conditional, pipeIndex);
      return;
    }
    this.redirections(command.redirections, command, state);
    // Compound commands: every body may or may not run, so a `cd` inside them loses the cwd.
    for (const [key, child] of Object.entries(command)) if (key !== 'redirections') this.deep(child, state);
  }

  private simpleCommand(
    command: SimpleCommandNode,
    state: WalkState,
    conditional: boolean,
    pipeIndex: number,
  ): void {
    this.deep(command.assignments, state);
    this.deep(command.name, state);
    this.deep(command.args, state);
    this.redirections(command.redirections, command, state);
    if (!command.name) return;
    const argv = staticArgv([command.name, ...command.args]);
    const node = printCommand(this.syntax, command);
    const site: CommandSite = {
      argv,
      node,
      cwd: state.cwd,
      pipeIndex,
      nested: (source) => this.nested(source, state.cwd, node),
    };
    const commandName = argv[0];
    if (commandName === 'cd' || commandName === 'pushd' || commandName === 'popd') {
      state.cwd = conditional || commandName !== 'cd' ? null : changeDirectory(state.cwd, argv[1]);
    }
    if (typeof commandName === 'string' && state.functions.has(commandName)) return; // its body is judged
    state.findings.push(...classifyCommand(site));
  }

  private redirections(redirections: readonly RedirectionNode[], owner: CommandNode, state: WalkState): void {
    for (const redirection of redirections) {
      this.deep(redirection.target, state);
      if (redirection.target.type !== 'Word') continue;
      const target = singleValue(redirection.target);
      const isFileDup = redirection.operator === '>&' && target !== null && !/^(\d+|-)$/.test(target);
      if (!WRITE_OPERATORS.has(redirection.operator) && !isFileDup) continue;
      const site: CommandSite = {
        argv: [],
        node: printCommand(this.syntax, owner),
        cwd: state.cwd,
        pipeIndex: 0,
        nested: () => [],
      };
      const finding = writeFinding(site, target, 'write-file', `The redirection '${redirection.operator}'`);
      if (finding) state.findings.push(finding);
    }
  }

  /** Searches any subtree for commands: substitutions, nested statements, arithmetic `$(...)`. */
  private deep(value: unknown, state: WalkState): void {
    if (Array.isArray(value)) {
      for (const item of value) this.deep(item, state);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as { type?: unknown } & Record<string, unknown>;
    switch (node.type) {
      case 'Script':
        this.statements((node as unknown as ScriptNode).statements, state, true);
        return;
      case 'Statement':
        this.statement(node as unknown as StatementNode, state, true);
        return;
      case 'SimpleCommand':
        this.simpleCommand(node as unknown as SimpleCommandNode, state, true, 0);
        return;
      case 'ArithCommandSubst':
        state.findings.push(...this.nested(String(node.command), state.cwd, `$(${String(node.command)})`));
        return;
      default:
        if (isCommandType(node.type)) this.command(node as unknown as CommandNode, state, true, 0);
        else for (const child of Object.values(node)) this.deep(child, state);
    }
  }
}

const COMMAND_TYPES = new Set([
  'If',
  'For',
  'CStyleFor',
  'While',
  'Until',
  'Case',
  'Subshell',
  'Group',
  'ArithmeticCommand',
  'ConditionalCommand',
  'FunctionDef',
]);

function isCommandType(type: unknown): boolean {
  return typeof type === 'string' && COMMAND_TYPES.has(type);
}

function collectFunctionNames(script: ScriptNode): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const node = value as Record<string, unknown>;
      if (node.type === 'FunctionDef' && typeof node.name === 'string') names.add(node.name);
      Object.values(node).forEach(visit);
    }
  };
  visit(script);
  return names;
}
