// Glob: file paths matching a pattern (picomatch: `**`, braces, classes), over the in-memory tree.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { toWorkspaceRelative, type Workspace } from '../../vfs';
import {
  checkPatternLength,
  compileGlob,
  isHiddenName,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requiredString,
  resolveToolPath,
  folderLabel,
  searchDescend,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { GLOB_DESCRIPTION, GLOB_PARAMETERS } from './glob-schema';

export const GLOB_DEFAULT_LIMIT = 100;
export const GLOB_MAX_LIMIT = 200;

export function createGlobTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    name: 'Glob',
    description: GLOB_DESCRIPTION,
    parameters: GLOB_PARAMETERS,
    lockUse: 'none',
    concurrencySafe: true,
    run: runGlob,
  });
}

async function runGlob(
  workspace: Workspace,
  input: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolOutput> {
  const patternArg = requiredString(input, 'pattern');
  if (!patternArg.ok) return toolError('INVALID_PARAM', patternArg.message);
  const bounded = checkPatternLength('pattern', patternArg.value);
  if (!bounded.ok) return toolError('INVALID_PARAM', bounded.message);
  const pathArg = optionalString(input, 'path');
  if (!pathArg.ok) return toolError('INVALID_PARAM', pathArg.message);
  const limit = optionalInteger(input, 'limit', {
    min: 1,
    max: GLOB_MAX_LIMIT,
    fallback: GLOB_DEFAULT_LIMIT,
  });
  if (!limit.ok) return toolError('INVALID_PARAM', limit.message);
  const includeHidden = optionalBoolean(input, 'include_hidden', false);
  if (!includeHidden.ok) return toolError('INVALID_PARAM', includeHidden.message);
  const target = resolveToolPath(pathArg.value ?? '.', context);
  if (!target.ok) return target.output;
  const pattern = relativePattern(patternArg.value, target.path);
  if (!pattern.ok) return toolError(pattern.code, pattern.message, { pattern: patternArg.value });

  // A pattern that names a hidden folder (".github/**") means it: walk into hidden folders for it.
  const namesHidden = pattern.value.split('/').some(isHiddenName);
  const compiled = compileGlob('pattern', pattern.value, { dot: includeHidden.value || namesHidden });
  if (!compiled.ok) return toolError('INVALID_PARAM', compiled.message, { pattern: patternArg.value });
  const matches = compiled.value;
  const descend = searchDescend(includeHidden.value || namesHidden);

  return withFsErrors(target.display, async () => {
    const found: string[] = [];
    for await (const entry of workspace.walk(target.path, { descend })) {
      if (entry.type === 'directory') continue;
      if (matches(entry.path.slice(target.path.length + 1))) found.push(toWorkspaceRelative(entry.path));
    }
    const shown = found.slice(0, limit.value);
    const truncated = found.length > limit.value;
    const data = {
      pattern: patternArg.value,
      path: target.display,
      count: shown.length,
      total: found.length,
      truncated,
    };
    const stats = { matches: found.length };
    if (found.length === 0) {
      return toolSuccess(`No files match ${patternArg.value} in ${folderLabel(target.display)}.`, data, {
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
