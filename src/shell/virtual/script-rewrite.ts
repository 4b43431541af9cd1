// A just-bash transform plugin applied to every script before it runs:
// - `$RANDOM` and `$SECONDS` become calls to commands that read the seeded generator and the virtual clock
//   (just-bash reads Math.random and Date.now for them, which a replay could never reproduce);
// - the carried exported variables are re-exported first (ExecOptions.env would set them unexported);
// - a trailing state probe records the final cwd and exported variables, passing `$?` through unchanged.
import type { ScriptNode, SimpleCommandNode, StatementNode, WordNode } from 'just-bash';

export const RANDOM_COMMAND = '__toolscope_random';
export const SECONDS_COMMAND = '__toolscope_seconds';
export const STATE_COMMAND = '__toolscope_state';

const REWRITTEN: Record<string, string> = { RANDOM: RANDOM_COMMAND, SECONDS: SECONDS_COMMAND };

function literalWord(value: string): WordNode {
  return { type: 'Word', parts: [{ type: 'SingleQuoted', value }] };
}

function commandStatement(name: string, args: WordNode[]): StatementNode {
  const command: SimpleCommandNode = {
    type: 'SimpleCommand',
    name: { type: 'Word', parts: [{ type: 'Literal', value: name }] },
    args,
    assignments: [],
    redirections: [],
  };
  return {
    type: 'Statement',
    pipelines: [{ type: 'Pipeline', commands: [command], negated: false }],
    operators: [],
    background: false,
  };
}

function substitution(command: string): unknown {
  return {
    type: 'CommandSubstitution',
    body: { type: 'Script', statements: [commandStatement(command, [])] },
    legacy: false,
  };
}

/** Replaces, in place, every plain `$RANDOM` / `$SECONDS` (also inside arithmetic) with its command. */
function rewriteSpecialVariables(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const replacement = replacementFor(item);
      if (replacement) value[i] = replacement;
      else rewriteSpecialVariables(item);
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(node)) {
    const replacement = replacementFor(child);
    if (replacement) node[key] = replacement;
    else rewriteSpecialVariables(child);
  }
}

function replacementFor(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return null;
  const node = value as { type?: string; parameter?: string; operation?: unknown; name?: string };
  const parameterCommand = node.parameter === undefined ? undefined : REWRITTEN[node.parameter];
  if (node.type === 'ParameterExpansion' && node.operation === null && parameterCommand) {
    return substitution(parameterCommand);
  }
  const arithmeticCommand = node.name === undefined ? undefined : REWRITTEN[node.name];
  if (node.type === 'ArithVariable' && arithmeticCommand)
    return { type: 'ArithCommandSubst', command: arithmeticCommand };
  return null;
}

/** Only the special variables: for scripts run by a nested shell, which must not get the state probe. */
export function rewriteSpecialVariablesOnly(script: ScriptNode): ScriptNode {
  rewriteSpecialVariables(script.statements);
  return script;
}

export function rewriteScript(script: ScriptNode, exported: Readonly<Record<string, string>>): ScriptNode {
  rewriteSpecialVariables(script.statements);
  const names = Object.keys(exported).sort();
  const prelude =
    names.length > 0
      ? [
          commandStatement(
            'export',
            names.map((n) => literalWord(`${n}=${exported[n]}`)),
          ),
        ]
      : [];
  const status: WordNode = {
    type: 'Word',
    parts: [
      { type: 'DoubleQuoted', parts: [{ type: 'ParameterExpansion', parameter: '?', operation: null }] },
    ],
  };
  return {
    ...script,
    statements: [...prelude, ...script.statements, commandStatement(STATE_COMMAND, [status])],
  };
}
