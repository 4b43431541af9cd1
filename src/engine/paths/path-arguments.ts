// The workspace paths a call names: the values of the arguments its tool declares as paths
// (ToolFacts.pathArguments), in that order. The gates read paths through this, never by a tool's name.
import type { Tool } from '../protocol/tool';

/** An argument the call left out (or gave a non-string) is not listed. */
export function pathArguments(
  tool: Tool | undefined,
  input: Readonly<Record<string, unknown>>,
): readonly string[] {
  const names = tool?.pathArguments ?? [];
  const paths: string[] = [];
  for (const name of names) {
    const value = Object.hasOwn(input, name) ? input[name] : undefined;
    if (typeof value === 'string') paths.push(value);
  }
  return paths;
}

/** Does the tool name workspace paths at all (so its rules are globs over paths)? */
export function takesPaths(tool: Tool | undefined): boolean {
  return (tool?.pathArguments?.length ?? 0) > 0;
}
