// Glob: file paths matching a pattern (common/glob: `**`, braces, classes; linear time), over the in-memory tree.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { toWorkspaceRelative, type Workspace } from '../../vfs';
import {
  checkPatternLength,
  compileGlob,
  isHiddenName,
  resolveToolPath,
  folderLabel,
  searchDescend,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { GLOB_DESCRIPTION, GLOB_LIMITS, GLOB_PARAMETERS, type GlobInput } from './glob-schema';
import { GLOB_RECORD } from './glob-record';

export function createGlobTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: GLOB_RECORD,
    description: GLOB_DESCRIPTION,
    parameters: GLOB_PARAMETERS,
    concurrencySafe: true,
    run: runGlob,
  });
}

async function runGlob(workspace: Workspace, input: GlobInput, context: ToolContext): Promise<ToolOutput> {
  // ajv holds the pattern to the limit too; the tool keeps the check, as compiling a longer pattern can
  // overflow V8's stack (pattern-limit.ts) whoever calls it.
  const bounded = checkPatternLength('pattern', input.pattern);
  if (!bounded.ok) return toolError('INVALID_PARAM', bounded.message);
  const limit = input.limit ?? GLOB_LIMITS.defaultPaths;
  const includeHidden = input.include_hidden ?? false;
  const target = resolveToolPath(input.path ?? '.', context);
  if (!target.ok) return target.output;
  const pattern = relativePattern(input.pattern, target.path);
  if (!pattern.ok) return toolError(pattern.code, pattern.message, { pattern: input.pattern });

  // A pattern that names a hidden folder (".github/**") means it: walk into hidden folders for it.
  const namesHidden = pattern.value.split('/').some(isHiddenName);
  const compiled = compileGlob('pattern', pattern.value, { dot: includeHidden || namesHidden });
  if (!compiled.ok) return toolError('INVALID_PARAM', compiled.message, { pattern: input.pattern });
  const matches = compiled.value;
  const descend = searchDescend(includeHidden || namesHidden);

  return withFsErrors(target.display, async () => {
    const found: string[] = [];
    for await (const entry of workspace.walk(target.path, { descend })) {
      if (entry.type === 'directory') continue;
      if (matches(entry.path.slice(target.path.length + 1))) found.push(toWorkspaceRelative(entry.path));
    }
    const shown = found.slice(0, limit);
    const truncated = found.length > limit;
    const data = {
      pattern: input.pattern,
      path: target.display,
      count: shown.length,
      total: found.length,
      truncated,
    };
    const stats = { matches: found.length };
    if (found.length === 0) {
      return toolSuccess(`No files match ${input.pattern} in ${folderLabel(target.display)}.`, data, {
        stats,
      });
    }
    if (!truncated) return toolSuccess(shown.join('\n'), data, { stats });
    return toolPartial(
      `${shown.join('\n')}\n\n[Showing ${shown.length} of ${found.length} matching paths. Narrow the pattern or the path.]`,
      data,
      { stats },
    );
  });
}

type PatternRead =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly code: 'ACCESS_DENIED' | 'INVALID_PARAM'; readonly message: string };

/** Patterns are relative to the search folder; an absolute one inside it is accepted and made relative. */
function relativePattern(pattern: string, searchRoot: string): PatternRead {
  if (pattern.split('/').includes('..')) {
    return { ok: false, code: 'ACCESS_DENIED', message: `Access denied: the pattern ${pattern} uses '..'.` };
  }
  if (!pattern.startsWith('/')) return { ok: true, value: pattern.replace(/^\.\//, '') };
  const prefix = `${searchRoot}/`;
  if (pattern.startsWith(prefix)) return { ok: true, value: pattern.slice(prefix.length) };
  return {
    ok: false,
    code: 'INVALID_PARAM',
    message: `The pattern ${pattern} is absolute but not inside the search folder ${searchRoot}; give a relative pattern such as "**/*.ts".`,
  };
}
