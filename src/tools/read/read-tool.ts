// Read: a window of a text file with line numbers, and the lock metadata Edit and Write need afterwards.
// The content goes in `text` only (what the model reads); `data` holds the facts about the window, so the
// serialized result never carries the content twice.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace, WorkspaceStat } from '../../vfs';
import { jsonStringByteLength } from '../../engine/common/utf8';
import {
  MAX_LINE_CHARS,
  isInvalidUtf8,
  lockMetaOf,
  looksBinary,
  resolveToolPath,
  safeInteger,
  splitLines,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { READ_LIMITS, READ_PARAMETERS, READ_DESCRIPTION, type ReadInput } from './read-schema';
import { codePointCount, takeWindow, type ReadWindow } from './read-window';
import { READ_RECORD } from './read-record';

export const READ_DEFAULT_LIMIT_LINES = READ_LIMITS.defaultLines;
export const READ_MAX_LIMIT_LINES = READ_LIMITS.maxLines;
/** The fixed cap on a page's rows (read-schema.ts); a lower per-result budget lowers it (see pageCap). */
export const READ_MAX_BYTES = READ_LIMITS.maxPageBytes;
/** Room kept in the per-result budget for everything but the rows: the envelope, data, footer and notes. */
const ENVELOPE_RESERVE_BYTES = 1_500;
/** The smallest page, whatever the budget: one that fits nothing still moves forward. */
const MIN_PAGE_BYTES = 256;

export function createReadTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: READ_RECORD,
    description: READ_DESCRIPTION,
    parameters: READ_PARAMETERS,
    concurrencySafe: true,
    run: runRead,
  });
}

async function runRead(workspace: Workspace, input: ReadInput, context: ToolContext): Promise<ToolOutput> {
  const offset = safeInteger('offset', input.offset ?? 1, 1);
  if (!offset.ok) return toolError('INVALID_PARAM', offset.message);
  const limit = input.limit ?? READ_LIMITS.defaultLines;
  const columnArg = input.column === undefined ? null : safeInteger('column', input.column, 1);
  if (columnArg !== null && !columnArg.ok) return toolError('INVALID_PARAM', columnArg.message);
  const column = columnArg === null ? null : columnArg.value;
  const target = resolveToolPath(input.path, context);
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
    const lineChars = codePointCount(lines[offset.value - 1] ?? '');
    if (column !== null && column > Math.max(lineChars, 1)) {
      return toolError(
        'INVALID_PARAM',
        `column ${column} is past the end of line ${offset.value} of ${target.display}, which has ${lineChars} character${lineChars === 1 ? '' : 's'}.`,
        { path: target.display, line: offset.value, characters: lineChars },
      );
    }
    const invalidUtf8 = await isInvalidUtf8(workspace, target.path, text);
    const capBytes = pageCap(context, input.path, target.display);
    const window = takeWindow({ lines, offset: offset.value, column, limit, capBytes });
    const lock = lockMetaOf(target.path, stat);
    const stats = { lines: window.lineCount, bytes: window.bytes, totalLines: lines.length };
    const endLine = offset.value + window.lineCount - 1;
    const truncated = window.next !== null || window.cutLines.length > 0;
    const data = {
      path: target.display,
      startLine: offset.value,
      ...(column !== null ? { startColumn: column } : {}),
      endLine,
      totalLines: lines.length,
      truncated,
      ...(window.next !== null ? { nextOffset: window.next.line } : {}),
      ...(window.next?.column != null ? { nextColumn: window.next.column } : {}),
      ...(window.cutLines.length > 0 ? { cutLines: window.cutLines } : {}),
      ...(invalidUtf8 ? { encoding: 'invalid-utf8' } : {}),
    };
    const encodingNote = invalidUtf8
      ? `\n\n[${target.display} is not valid UTF-8: undecodable bytes are shown as \uFFFD. Edit cannot change it.]`
      : '';
    if (lines.length === 0) return toolSuccess(`${target.display} is empty.`, data, { stats, lock });
    const footer = pageFooter(window, {
      startLine: offset.value,
      endLine,
      totalLines: lines.length,
      column,
      why: window.cutByBytes ? `the ${capBytes}-byte cap per page` : `limit=${limit}`,
    });
    const body = window.text + (footer === '' ? '' : `\n\n[${footer}]`) + encodingNote;
    return truncated ? toolPartial(body, data, { stats, lock }) : toolSuccess(body, data, { stats, lock });
  });
}

/** Bytes a page's rows may take: the fixed cap, or less when the per-result budget would not hold it. */
function pageCap(context: ToolContext, pathArg: string, display: string): number {
  const budget = context.maxResultBytes ?? Number.POSITIVE_INFINITY;
  const reserve =
    ENVELOPE_RESERVE_BYTES +
    jsonStringByteLength(pathArg) +
    2 * jsonStringByteLength(display) +
    jsonStringByteLength(context.cwd);
  return Math.max(MIN_PAGE_BYTES, Math.min(READ_LIMITS.maxPageBytes, budget - reserve));
}

interface PageFacts {
  readonly startLine: number;
  readonly endLine: number;
  readonly totalLines: number;
  readonly column: number | null;
  readonly why: string;
}

/** What the page leaves out and how to get it, in words; empty when it shows everything asked for. */
function pageFooter(window: ReadWindow, facts: PageFacts): string {
  const parts: string[] = [];
  if (facts.column !== null) parts.push(`Line ${facts.startLine} is shown from character ${facts.column}.`);
  const { next } = window;
  const shown = `Showing lines ${facts.startLine}-${facts.endLine} of ${facts.totalLines}`;
  if (next !== null && next.column !== null) {
    parts.push(
      `${shown}, line ${next.line} up to character ${next.column - 1} (${facts.why}). ` +
        `To continue, call Read with offset=${next.line} and column=${next.column}.`,
    );
  } else if (next !== null) {
    parts.push(`${shown} (${facts.why}). To continue, call Read with offset=${next.line}.`);
  }
  const longLines = window.cutLines.filter((cut) => cut.line !== next?.line || next.column === null);
  if (longLines.length > 0) {
    const one = longLines.length === 1;
    parts.push(
      `${longLines.length} line${one ? '' : 's'} longer than ${MAX_LINE_CHARS} characters ${one ? 'is' : 'are'} cut ` +
        `(line${one ? '' : 's'} ${longLines.map((cut) => cut.line).join(', ')}); ` +
        `${one ? 'its row ends' : 'each row ends'} with the offset and column of the rest.`,
    );
  }
  return parts.join(' ');
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
