// What a call shows the permission rules: the path for file tools, the parsed command for a tool that runs
// shell commands (its classifier describes it, see command-parts.ts), the `input` text for other tools.
import type { CommandPart } from '../protocol/command-parts';
import type { RiskContext, Tool } from '../protocol/tool';
import { pathArgument } from '../paths/workspace-path';
import { FILE_TOOLS } from './rule-patterns';
import { ruleTargetPath } from './rule-paths';

export type RuleTarget =
  | { readonly kind: 'path'; readonly path: string }
  /** `parts` is null when the command could not be parsed: no allow pattern applies, every deny does. */
  | { readonly kind: 'command'; readonly text: string; readonly parts: readonly CommandPart[] | null }
  | { readonly kind: 'text'; readonly text: string; readonly words: readonly string[] }
  | { readonly kind: 'none' };

export function ruleTarget(
  toolName: string,
  tool: Tool | undefined,
  input: Readonly<Record<string, unknown>>,
  context: RiskContext,
): RuleTarget {
  if (FILE_TOOLS.has(toolName))
    return { kind: 'path', path: ruleTargetPath(pathArgument(input) ?? '.', context.cwd) };
  if (tool?.risk?.commandParts !== undefined || toolName === 'Bash') {
    const command = input.command;
    if (typeof command !== 'string') return { kind: 'none' };
    return { kind: 'command', text: command.trim(), parts: commandPartsOf(tool, input, context) };
  }
  const value = input.input;
  if (typeof value !== 'string') return { kind: 'none' };
  return { kind: 'text', text: value.trim(), words: value.split(/\s+/).filter((word) => word !== '') };
}

function commandPartsOf(
  tool: Tool | undefined,
  input: Readonly<Record<string, unknown>>,
  context: RiskContext,
): readonly CommandPart[] | null {
  const risk = tool?.risk;
  if (!risk?.commandParts) return null;
  try {
    return risk.commandParts(input, context);
  } catch {
    return null; // a parser that fails is a command nobody can read: the careful answer is "unparsed"
  }
}

/** The subject recorded in the trace: what the rules were matched against, as the call spelt it. */
export function targetSubject(target: RuleTarget): string | null {
  switch (target.kind) {
    case 'path':
      return target.path;
    case 'command':
    case 'text':
      return target.text;
    case 'none':
      return null;
    default: {
      const unknownTarget: never = target;
      return unknownTarget;
    }
  }
}
