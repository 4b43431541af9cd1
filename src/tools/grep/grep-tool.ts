// Grep: regex search over the workspace's in-memory tree (never one storage read per file).
//   files ← the path itself, or a sorted walk pruned by the search scope (and the glob)
//   for each file: literal prefilter on the whole text → binary check → per-line prefilter + RE2
//   stop after limit + 1 matches: the extra one only tells whether the result is partial
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { toWorkspaceRelative, type Workspace } from '../../vfs';
import {
  compileGlob,
  checkPatternLength,
  isSearchableFile,
  type GlobMatcher,
  looksBinary,
  resolveToolPath,
  folderLabel,
  searchDescend,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { buildLineMatcher } from './line-matcher';
import { scanLines } from './scan-lines';
import { GREP_DESCRIPTION, GREP_LIMITS, GREP_PARAMETERS, type GrepInput } from './grep-schema';
import { GREP_RECORD } from './grep-record';

export function createGrepTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: GREP_RECORD,
    description: GREP_DESCRIPTION,
    parameters: GREP_PARAMETERS,
    concurrencySafe: true,
    run: runGrep,
  });
}

interface GrepArgs {
  readonly pattern: string;
  readonly path: string;
  readonly glob: string | undefined;
  readonly caseSensitive: boolean;
  readonly limit: number;
  readonly contextLines: number;
  readonly includeHidden: boolean;
}

/**
 * The arguments with their defaults. ajv holds the patterns to their limit too; the tool keeps the check, as
 * compiling a longer pattern can overflow V8's stack (pattern-limit.ts) whoever calls it.
 */
function readArgs(input: GrepInput): { ok: true; args: GrepArgs } | { ok: false; message: string } {
  const bounded = checkPatternLength('pattern', input.pattern);
  if (!bounded.ok) return bounded;
  if (input.glob !== undefined) {
    const globBounded = checkPatternLength('glob', input.glob);
    if (!globBounded.ok) return globBounded;
  }
  return {
    ok: true,
    args: {
      pattern: input.pattern,
      path: input.path ?? '.',
      glob: input.glob,
      caseSensitive: input.case_sensitive ?? false,
      limit: input.limit ?? GREP_LIMITS.defaultMatches,
      contextLines: input.context_lines ?? 0,
      includeHidden: input.include_hidden ?? false,
    },
  };
}

async function runGrep(workspace: Workspace, input: GrepInput, context: ToolContext): Promise<ToolOutput> {
  const read = readArgs(input);
  if (!read.ok) return toolError('INVALID_PARAM', read.message);
  const { args } = read;
  const target = resolveToolPath(args.path, context);
  if (!target.ok) return target.output;
  const built = buildLineMatcher(args.pattern, args.caseSensitive);
  if (!built.ok) return toolError('INVALID_PARAM', built.message, { pattern: args.pattern });
  const { matcher } = built;
  let globMatch: GlobMatcher | undefined;
  if (args.glob !== undefined) {
    const compiled = compileGlob('glob', args.glob, { dot: true, basename: !args.glob.includes('/') });
    if (!compiled.ok) return toolError('INVALID_PARAM', compiled.message, { glob: args.glob });
    globMatch = compiled.value;
  }

  return withFsErrors(target.display, async () => {
    const root = await workspace.stat(target.path);
    const files: string[] = [];
    if (root.type === 'file') files.push(target.path);
    else {
      for await (const entry of workspace.walk(target.path, { descend: searchDescend(args.includeHidden) })) {
        if (!isSearchableFile(entry, args.includeHidden)) continue;
        if (globMatch !== undefined && !globMatch(entry.path.slice(target.path.length + 1))) continue;
        files.push(entry.path);
      }
    }

    const output: string[] = [];
    let matchCount = 0;
    let fileCount = 0;
    let binarySkipped = 0;
    let candidates = 0;
    let truncated = false;
    for (const file of files) {
      if (context.signal.aborted) return toolError('ABORTED', 'The search was stopped before it finished.');
      const text = await workspace.readTextFile(file);
      if (!matcher.mayMatchFile(text)) continue;
      candidates++;
      if (looksBinary(text)) {
        binarySkipped++;
        continue;
      }
      const hits = scanLines(
        toWorkspaceRelative(file),
        text,
        matcher,
        args.limit - matchCount,
        args.contextLines,
      );
      if (hits.matchLines.length > 0) {
        fileCount++;
        matchCount += hits.matchLines.length;
        output.push(...hits.groups);
      }
      if (hits.more) {
        truncated = true;
        break;
      }
    }

    const data = {
      pattern: args.pattern,
      path: target.display,
      matchCount,
      fileCount,
      truncated,
      filesScanned: files.length,
      prefilter: matcher.prefilter,
    };
    const stats = {
      matches: data.matchCount,
      files: fileCount,
      filesScanned: files.length,
      candidateFiles: candidates,
      binarySkipped,
    };
    if (matchCount === 0) {
      return toolSuccess(
        `No matches for /${args.pattern}/ in ${folderLabel(target.display)} (${files.length} files searched).`,
        data,
        { stats },
      );
    }
    const body = output.join(args.contextLines > 0 ? '\n--\n' : '\n');
    if (!truncated) return toolSuccess(body, data, { stats });
    return toolPartial(
      `${body}\n\n[Showing the first ${args.limit} matches; more exist. Narrow the search with path or glob, or a more specific pattern.]`,
      data,
      { stats },
    );
  });
}
