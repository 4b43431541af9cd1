// A session whose own tool schema holds a pattern RE2 cannot take (a lookaround, a backreference) is refused
// when it is loaded — a file, a share link, a library entry, a lesson — with the pattern's place and the
// reason, rather than when the model first calls the tool. Every ajv in ToolScope matches patterns with RE2
// (common/schema-patterns), which is what keeps a hostile pattern from hanging a thread.
import { loadProblem, type LoadProblem } from '../common/load-problem';
import { describePatternProblem } from '../common/schema-patterns/pattern-problem';
import { firstUnsupportedPattern } from '../common/schema-patterns/unsupported-patterns';

interface DeclaredTool {
  readonly name: string;
  readonly parameters?: unknown;
}

/** The first such pattern among the user-defined tools, at its path under `prefix` (e.g. `/document`). */
export function toolPatternProblem(tools: readonly DeclaredTool[], prefix = ''): LoadProblem | null {
  for (const [index, tool] of tools.entries()) {
    if (tool.parameters === undefined) continue;
    const found = firstUnsupportedPattern(tool.parameters);
    if (!found) continue;
    const path = `${prefix}/tools/userDefined/${index}/parameters${found.pointer}`;
    const why = describePatternProblem(found.problem);
    return loadProblem(
      `toolPattern.${found.problem.kind}`,
      `${path}, the pattern ${JSON.stringify(found.pattern)} of the tool "${tool.name}", is refused: ${why}.`,
      {
        path,
        tool: tool.name,
        pattern: found.pattern,
        ...(found.problem.kind === 'syntax' ? { detail: found.problem.detail } : {}),
      },
    );
  }
  return null;
}
