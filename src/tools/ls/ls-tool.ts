// LS: one folder's entries, folders first, with sizes: the quick look a model takes before Read or Glob.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { compareNames, joinPath, type DirEntry, type Workspace } from '../../vfs';
import { resolveToolPath, withFsErrors, bindFileTool } from '../file-tool-kit';
import { LS_DESCRIPTION, LS_LIMITS, LS_PARAMETERS, type LsInput } from './ls-schema';
import { assertNever } from '../../common/assert-never';
import { LS_RECORD } from './ls-record';

export function createLsTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: LS_RECORD,
    description: LS_DESCRIPTION,
    parameters: LS_PARAMETERS,
    concurrencySafe: true,
    run: runLs,
  });
}

async function runLs(workspace: Workspace, input: LsInput, context: ToolContext): Promise<ToolOutput> {
  const target = resolveToolPath(input.path ?? '.', context);
  if (!target.ok) return target.output;

  return withFsErrors(target.display, async () => {
    const stat = await workspace.stat(target.path);
    if (stat.type !== 'directory') {
      return toolError(
        'INVALID_PARAM',
        `${target.display} is a file, not a folder; use Read to see its content.`,
      );
    }
    const entries = sortFoldersFirst(await workspace.readdir(target.path));
    const shown = entries.slice(0, LS_LIMITS.maxEntries);
    const lines = await Promise.all(
      shown.map((entry) => describe(workspace, joinPath(target.path, entry.name), entry)),
    );
    const counts = {
      directories: entries.filter((e) => e.type === 'directory').length,
      files: entries.filter((e) => e.type === 'file').length,
      symlinks: entries.filter((e) => e.type === 'symlink').length,
    };
    const data = { path: target.display, ...counts, truncated: entries.length > shown.length };
    if (entries.length === 0) return toolSuccess(`${target.display} is empty.`, data, { stats: counts });
    if (!data.truncated) return toolSuccess(lines.join('\n'), data, { stats: counts });
    return toolPartial(
      `${lines.join('\n')}\n\n[Showing ${shown.length} of ${entries.length} entries. Use Glob to narrow down.]`,
      data,
      { stats: counts },
    );
  });
}

function sortFoldersFirst(entries: DirEntry[]): DirEntry[] {
  const rank = (e: DirEntry) => (e.type === 'directory' ? 0 : 1);
  return [...entries].sort((a, b) => rank(a) - rank(b) || compareNames(a.name, b.name));
}

async function describe(workspace: Workspace, path: string, entry: DirEntry): Promise<string> {
  switch (entry.type) {
    case 'directory': {
      const count = (await workspace.readdir(path)).length;
      return `${entry.name}/ (${count} ${count === 1 ? 'entry' : 'entries'})`;
    }
    case 'file': {
      const { size } = await workspace.lstat(path);
      return `${entry.name} (${size} ${size === 1 ? 'byte' : 'bytes'})`;
    }
    case 'symlink':
      return `${entry.name} -> ${await workspace.readlink(path)}`;
    default:
      return assertNever(entry.type);
  }
}
