// What a call shows the permission rules: the paths for a tool that declares path arguments (ToolFacts), the
// parsed command for a tool that runs shell commands (its classifier describes it, see command-parts.ts), the
// `input` text for other tools. Nothing here knows a tool by its name.
import type { CommandPart } from '../protocol/command-parts';
import type { RiskContext, Tool } from '../protocol/tool';
import { pathArguments, takesPaths } from '../paths/path-arguments';
import { ruleTargetPath } from './rule-paths';

export type RuleTarget =
  /** Every path the call names, normalized; a path tool called without one names its cwd (`.`). */
  | { readonly kind: 'path'; readonly paths: readonly string[] }
  /** `parts` is null when the command could not be parsed: no allow pattern applies, every deny does. */
  | { readonly kind: 'command'; readonly text: string; readonly parts: readonly CommandPart[] | null }
  | { readonly kind: 'text'; readonly text: string; readonly words: readonly string[] }
  | { readonly kind: 'none' };

export function ruleTarget(
  tool: Tool | undefined,
  input: Readonly<Record<string, unknown>>,
  context: RiskContext,
): RuleTarget {
  if (takesPaths(tool)) {
    const named = pathArguments(tool, input);
    const paths = (named.length > 0 ? named : ['.']).map((path) => ruleTargetPath(path, context.cwd));
    return { kind: 'path', paths };
  }
  if (tool?.risk?.commandParts !== undefined || tool?.permissionClass === 'exec') {
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

/** Between the paths of a subject that names several (a move's source and destination). */
export const SUBJECT_PATH_SEPARATOR = ' → ';

/** The subject recorded in the trace: what the rules were matched against, as the call spelt it. */
export function targetSubject(target: RuleTarget): string | null {
  switch (target.kind) {
    case 'path':
      return target.paths.join(SUBJECT_PATH_SEPARATOR);
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
