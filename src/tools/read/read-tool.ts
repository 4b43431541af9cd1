// Read: a window of a text file with line numbers, and the lock metadata Edit and Write need afterwards.
// The content goes in `text` only (what the model reads); `data` holds the facts about the window, so the
// serialized result never carries the content twice.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace, WorkspaceStat } from '../../vfs';
import {
  capLine,
  isInvalidUtf8,
  lockMetaOf,
  looksBinary,
  optionalInteger,
  requiredString,
  resolveToolPath,
  splitLines,
  utf8Length,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { READ_PARAMETERS, READ_DESCRIPTION } from './read-schema';

export const READ_DEFAULT_LIMIT_LINES = 500;
export const READ_MAX_LIMIT_LINES = 2000;
/** Below the per-result budget (50,000 bytes), so a Read page is never cut by budget truncation. */
export const READ_MAX_BYTES = 40_000;

export function createReadTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    name: 'Read',
    description: READ_DESCRIPTION,
    parameters: READ_PARAMETERS,
    lockUse: 'none',
    concurrencySafe: true,
    run: runRead,
  });
}

async function runRead(
  workspace: Workspace,
  input: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolOutput> {
  const pathArg = requiredString(input, 'path');
  if (!pathArg.ok) return toolError('INVALID_PARAM', pathArg.message);
  const offset = optionalInteger(input, 'offset', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 });
  if (!offset.ok) return toolError('INVALID_PARAM', offset.message);
  const limit = optionalInteger(input, 'limit', {
    min: 1,
    max: READ_MAX_LIMIT_LINES,
    fallback: READ_DEFAULT_LIMIT_LINES,
  });
  if (!limit.ok) return toolError('INVALID_PARAM', limit.message);
  const target = resolveToolPath(pathArg.value, context);
  if (!target.ok) return target.output;

  return withFsErrors(target.display, async () => {
    const { stat, text } = await readConsistently(workspace, target.path);
    if (stat.type === 'directory') {
      return toolError('IS_DIRECTORY', `${target.display} is a folder, not a file. Use LS to list it.`);
    }
    if (looksBinary(text)) {
      return toolError(
        'BINARY_FILE',
        `${target.display} is a binary file (it has a NUL byte in its first 8 KB); Read shows text files only.`,
        { path: target.display, sizeBytes: stat.size },
      );
    }
    const lines = splitLines(text);
    if (offset.value > Math.max(lines.length, 1)) {
      return toolError(
        'INVALID_PARAM',
        `offset ${offset.value} is past the end of ${target.display}, which has ${lines.length} line${lines.length === 1 ? '' : 's'}.`,
        { path: target.display, totalLines: lines.length },
      );
    }
    const invalidUtf8 = await isInvalidUtf8(workspace, target.path, text);
    const window = takeWindow(lines, offset.value, limit.value);
    const lock = lockMetaOf(target.path, stat);
    const stats = { lines: window.lineCount, bytes: window.bytes, totalLines: lines.length };
    const data = {
      path: target.display,
      startLine: offset.value,
      endLine: offset.value + window.lineCount - 1,
      totalLines: lines.length,
      truncated: window.more,
      ...(window.more ? { nextOffset: offset.value + window.lineCount } : {}),
      ...(invalidUtf8 ? { encoding: 'invalid-utf8' } : {}),
    };
    const encodingNote = invalidUtf8
      ? `\n\n[${target.display} is not valid UTF-8: undecodable bytes are shown as \uFFFD. Edit cannot change it.]`
      : '';
    if (lines.length === 0) return toolSuccess(`${target.display} is empty.`, data, { stats, lock });
    if (!window.more) return toolSuccess(window.text + encodingNote, data, { stats, lock });
    const why = window.cutByBytes ? `the ${READ_MAX_BYTES}-byte cap` : `limit=${limit.value}`;
    const footer =
      `\n\n[Showing lines ${data.startLine}-${data.endLine} of ${lines.length} (${why}). ` +
      `To continue, call Read with offset=${data.endLine + 1}.]`;
    return toolPartial(window.text + footer + encodingNote, data, { stats, lock });
  });
}

/**
 * The lock must describe exactly the content returned: read the text between two stats of the same
 * version (a change in between, by a concurrent shell changeset, makes it read again).
 */
async function readConsistently(
  workspace: Workspace,
  path: string,
): Promise<{ stat: WorkspaceStat; text: string }> {
  for (;;) {
    const stat = await workspace.stat(path);
    if (stat.type === 'directory') return { stat, text: '' };
    const text = await workspace.readTextFile(path);
    const after = await workspace.stat(path);
    if (after.version === stat.version) return { stat, text };
  }
}

interface Window {
  readonly text: string;
  readonly lineCount: number;
  readonly bytes: number;
  readonly more: boolean;
  readonly cutByBytes: boolean;
}

function takeWindow(lines: readonly string[], offset: number, limit: number): Window {
  const out: string[] = [];
  let bytes = 0;
  let cutByBytes = false;
  const end = Math.min(lines.length, offset - 1 + limit);
  for (let index = offset - 1; index < end; index++) {
    const numbered = `${String(index + 1).padStart(6)}\t${capLine(lines[index]!)}`;
    const size = utf8Length(numbered) + 1;
    if (out.length > 0 && bytes + size > READ_MAX_BYTES) {
      cutByBytes = true;
      break;
    }
    out.push(numbered);
    bytes += size;
  }
  return {
    text: out.join('\n'),
    lineCount: out.length,
    bytes,
    more: offset - 1 + out.length < lines.length,
    cutByBytes,
  };
}
