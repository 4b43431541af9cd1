// Walks just-bash's parse tree and judges every command wherever it stands: pipelines, lists, loops,
// functions, subshells, `$(...)`, backticks, `<(...)`, here-docs, parameter defaults, arithmetic. Unknown
// node kinds are walked generically, so a construct this file does not name is still searched for commands;
// text the tree keeps as a string although bash expands it (subscripts, `${…}` in arithmetic: expansion-sites.ts)
// and arrays the parser flattens (declared-arrays.ts) are parsed again and walked the same way.
// The cwd is followed through straight-line `cd`s so relative write targets can be placed; after any `cd`
// it cannot follow (in a branch, loop, or to a computed path) it becomes unknown and writes stop being "inside".
// The same walk lists the parts permission rules match (command-parts.ts), nested scripts' parts included.
import type { CommandNode, ScriptNode, SimpleCommandNode, StatementNode, WordNode } from 'just-bash';
import type { CommandPart } from '../../engine/protocol/command-parts';
import { printCommand, type ShellSyntax } from '../syntax/shell-syntax';
import { commandParts, wordlessPart } from './command-parts';
import { classifyCommand } from './command-rules';
import { writeFinding, type CommandSite } from './command-site';
import { DECLARATION_BUILTINS, readDeclaredArrays } from './declared-arrays';
import {
  elementSubscriptOfValue,
  expandsValueAsPrompt,
  hereDocumentBody,
  hereDocumentScript,
  hiddenExpansions,
  mayRunCode,
} from './expansion-sites';
import { ask, hidesCode, type Finding } from './findings';
import { changeDirectory } from './path-scope';
import { assignedVariable, pathOverride } from './path-override';
import { isCommandOutputFile, leadingText, singleValue, staticArgv } from './static-words';

type RedirectionNode = SimpleCommandNode['redirections'][number];

const MAX_NESTING = 8;
const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

interface WalkState {
  cwd: string | null;
  /** Source text of the statement being walked (declared-arrays.ts reads arrays again from it). */
  source: string | null;
  readonly functions: Set<string>;
  readonly findings: Finding[];
  readonly parts: CommandPart[];
}

export interface ScriptAnalysis {
  readonly findings: readonly Finding[];
  readonly parts: readonly CommandPart[];
}

export class ScriptWalker {
  constructor(
    private readonly syntax: ShellSyntax,
    private readonly depth = 0,
  ) {}

  walk(script: ScriptNode, cwd: string | null): ScriptAnalysis {
    const state: WalkState = {
      cwd,
      source: null,
      functions: collectFunctionNames(script),
      findings: [],
      parts: [],
    };
    this.statements(script.statements, state, false);
    return { findings: state.findings, parts: state.parts };
  }

  /**
   * Parses and judges a script found inside an argument (`bash -c`, sed `e`, awk `system`, `trap`); its
   * commands become parts too, so a deny rule sees them.
   */
  private nested(source: string, state: WalkState, node: string): Finding[] {
    if (this.depth >= MAX_NESTING)
      return [ask('nesting-too-deep', 'Commands are nested too deeply to check.', node)];
    const parsed = this.syntax.parse(source);
    if (!parsed.ok)
      return [ask('parse-error', `A nested script could not be parsed: ${parsed.message}`, node)];
    const inner = new ScriptWalker(this.syntax, this.depth + 1).walk(parsed.script, state.cwd);
    state.parts.push(...inner.parts);
    return [...inner.findings];
  }

  private statements(statements: readonly StatementNode[], state: WalkState, conditional: boolean): void {
    for (const statement of statements) this.statement(statement, state, conditional);
  }

  private statement(statement: StatementNode, state: WalkState, conditional: boolean): void {
    const outer = state.source;
    state.source = statement.sourceText ?? null;
    statement.pipelines.forEach((pipeline, i) => {
      const branch =
        conditional ||
        statement.background ||
        statement.operators[i - 1] === '||' ||
        pipeline.commands.length > 1;
      pipeline.commands.forEach((command, position) => this.command(command, state, branch, position));
    });
    state.source = outer;
  }

  private command(command: CommandNode, state: WalkState, conditional: boolean, pipeIndex: number): void {
    if (command.type === 'SimpleCommand') {
      this.simpleCommand(command, state, conditional, pipeIndex);
      return;
    }
    if (this.redirections(command.redirections, command, state)) {
      const part = wordlessPart(printCommand(this.syntax, command), [], true);
      if (part) state.parts.push(part);
    }
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
    const writesFile = this.redirections(command.redirections, command, state);
    const assignments = command.assignments.map((assignment) => assignment.name);
    const variables = assignments.map((name) => name.replace(/\[.*$/s, ''));
    state.findings.push(...pathOverride(variables, printCommand(this.syntax, command)));
    if (!command.name) {
      const part = wordlessPart(printCommand(this.syntax, command), assignments, writesFile);
      if (part) state.parts.push(part);
      return;
    }
    const words = [command.name, ...command.args];
    const argv = staticArgv(words);
    const node = printCommand(this.syntax, command);
    let runsNestedScript = false;
    const site: CommandSite = {
      argv,
      node,
      cwd: state.cwd,
      pipeIndex,
      readsCommandOutput: command.args.some(isCommandOutputFile),
      nested: (source) => {
        runsNestedScript = true;
        return this.nested(source, state, node);
      },
      expanded: (text) => this.expanded(text, state, node),
    };
    const commandName = argv[0];
    if (typeof commandName === 'string' && DECLARATION_BUILTINS.has(commandName)) {
      this.declaredArrays(command.args, state, node);
      state.findings.push(
        ...pathOverride(
          command.args.map((w) => assignedVariable(leadingText(w))),
          node,
        ),
      );
    }
    if (commandName === 'cd' || commandName === 'pushd' || commandName === 'popd') {
      state.cwd = conditional || commandName !== 'cd' ? null : changeDirectory(state.cwd, argv[1]);
    }
    // A call of a function defined in the script: its body is judged where it is defined.
    const findings =
      typeof commandName === 'string' && state.functions.has(commandName) ? [] : classifyCommand(site);
    state.findings.push(...findings);
    const hidden = runsNestedScript
      ? 'It runs a script given in an argument.'
      : (findings.find(hidesCode)?.reason ?? null);
    state.parts.push(
      ...commandParts({
        text: node,
        argv: staticArgv(words, 'dynamic'),
        hiddenCode: hidden,
        assignments,
        writesFile,
      }),
    );
  }

  /** Judges the redirections; true when one of them writes a file. */
  private redirections(
    redirections: readonly RedirectionNode[],
    owner: CommandNode,
    state: WalkState,
  ): boolean {
    let writes = false;
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
        readsCommandOutput: false,
        nested: () => [],
        expanded: () => [],
      };
      const finding = writeFinding(site, target, 'write-file', `The redirection '${redirection.operator}'`);
      if (finding) {
        state.findings.push(finding);
        writes = true;
      }
    }
    return writes;
  }

  /**
   * Judges text bash expands that is no word of the tree (a subscript, a value read as a number): parsed as an
   * unquoted here-doc's body, the substitutions in it are walked like any other.
   */
  private expanded(text: string, state: WalkState, node: string): Finding[] {
    if (!mayRunCode(text)) return [];
    const parsed = this.syntax.parse(hereDocumentScript(text));
    const body = parsed.ok ? hereDocumentBody(parsed.script) : null;
    if (body === null) {
      const message = parsed.ok ? 'it is not one text' : parsed.message;
      return [ask('parse-error', `Text the shell expands could not be parsed: ${message}`, node)];
    }
    const inner: WalkState = { ...state, findings: [] };
    this.deep(body, inner);
    return inner.findings;
  }

  /** `declare -a x=(…)` and its kin: the arrays' words as bash reads them (declared-arrays.ts). */
  private declaredArrays(args: readonly WordNode[], state: WalkState, node: string): void {
    const read = readDeclaredArrays(args, state.source, (source) => this.syntax.parse(source));
    this.deep(read.arrays, state);
    state.findings.push(...read.questions.map((q) => ask(q.rule, q.reason, node)));
  }

  /** Text in a node that bash expands but the tree keeps as a string; a value that names an element. */
  private hiddenInNode(node: Record<string, unknown>, state: WalkState): void {
    const printed = typeof node.parameter === 'string' ? `\${${node.parameter}}` : '';
    for (const text of hiddenExpansions(node)) state.findings.push(...this.expanded(text, state, printed));
    if (expandsValueAsPrompt(node)) {
      const reason = "'${…@P}' expands a value as a prompt, which runs the substitutions it holds.";
      state.findings.push(ask('dynamic-argument', reason, `\${${String(node.parameter)}@P}`));
    }
    if (node.type === 'Assignment' && isWord(node.value)) {
      const value = singleValue(node.value);
      const element = value === null ? null : elementSubscriptOfValue(value);
      if (element !== null)
        state.findings.push(...this.expanded(element, state, `${String(node.name)}=${value}`));
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
    this.hiddenInNode(node, state);
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
        state.findings.push(...this.nested(String(node.command), state, `$(${String(node.command)})`));
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

function isWord(value: unknown): value is WordNode {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Word';
}

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
