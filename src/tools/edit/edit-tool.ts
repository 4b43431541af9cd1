// Edit: exact-text replacements in a file the model has read. Order of checks: arguments → path → the file
// (exists, is a text file) → the lock → the plan (all edits valid) → one conditional write.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace } from '../../vfs';
import {
  checkLock,
  dominantLineEnding,
  isInvalidUtf8,
  lockMetaOf,
  looksBinary,
  optionalBoolean,
  optionalNumber,
  requiredString,
  resolveToolPath,
  statIfExists,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { planEdits, type EditRequest } from './apply-edits';
import { crlfToLf, spliceIntoCrlf } from './crlf-splice';
import { diffPreview } from './diff-preview';
import { EDIT_DESCRIPTION, EDIT_PARAMETERS } from './edit-schema';

export function createEditTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    name: 'Edit',
    description: EDIT_DESCRIPTION,
    parameters: EDIT_PARAMETERS,
    lockUse: 'edit',
    concurrencySafe: false,
    run: runEdit,
  });
}

async function runEdit(
  workspace: Workspace,
  input: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolOutput> {
  const pathArg = requiredString(input, 'path');
  if (!pathArg.ok) return toolError('INVALID_PARAM', pathArg.message);
  const edits = readEdits(input.edits);
  if (!edits.ok) return toolError('INVALID_PARAM', edits.message);
  const dryRun = optionalBoolean(input, 'dry_run', false);
  if (!dryRun.ok) return toolError('INVALID_PARAM', dryRun.message);
  const expectedMtimeMs = optionalNumber(input, 'expected_mtime_ms');
  if (!expectedMtimeMs.ok) return toolError('INVALID_PARAM', expectedMtimeMs.message);
  const expectedSizeBytes = optionalNumber(input, 'expected_size_bytes');
  if (!expectedSizeBytes.ok) return toolError('INVALID_PARAM', expectedSizeBytes.message);
  const target = resolveToolPath(pathArg.value, context);
  if (!target.ok) return target.output;
  const display = target.display;

  return withFsErrors(display, async () => {
    const current = await statIfExists(workspace, target.path);
    if (current === undefined) {
      return toolError('NOT_FOUND', `Not found: ${display} does not exist. Use Write to create a new file.`);
    }
    if (current.type === 'directory') return toolError('IS_DIRECTORY', `${display} is a folder, not a file.`);
    const lock = checkLock({
      displayPath: display,
      current,
      context,
      expectedMtimeMs: expectedMtimeMs.value,
      expectedSizeBytes: expectedSizeBytes.value,
      action: 'edit',
    });
    if (!lock.ok) return lock.output;
    const original = await workspace.readTextFile(target.path);
    if (looksBinary(original)) {
      return toolError('BINARY_FILE', `${display} is a binary file; Edit changes text files only.`);
    }
    if (await isInvalidUtf8(workspace, target.path, original)) {
      return toolError(
        'INVALID_PARAM',
        `${display} is not valid UTF-8 text; editing it as text would corrupt its other bytes. Use Write to replace it whole, or Bash.`,
        { path: display, encoding: 'invalid-utf8' },
      );
    }

    // CRLF files are matched and edited with LF line ends, and the replacements mapped back onto the original
    // with CRLF ends (crlf-splice.ts): the model's old_string rarely carries the \r, and a file keeps its
    // convention, bare-LF lines of a mixed file included.
    const crlf = dominantLineEnding(original) === 'crlf';
    const before = crlf ? crlfToLf(original) : original;
    const requests = crlf ? edits.value.map(toLf) : edits.value;
    const plan = planEdits(before, requests, display);
    if (!plan.ok) {
      return toolError('INVALID_PARAM', plan.message, { path: display, failedIndex: plan.failedIndex });
    }
    const preview = diffPreview(display, before, plan.text);
    const summary = {
      path: display,
      edits: requests.length,
      replacements: plan.replacements,
      lineEnding: crlf ? 'crlf' : 'lf',
      addedLines: preview.addedLines,
      removedLines: preview.removedLines,
      diffTruncated: preview.truncated,
    };
    const counts = `${plan.replacements} replacement${plan.replacements === 1 ? '' : 's'} from ${requests.length} edit${requests.length === 1 ? '' : 's'}`;
    if (dryRun.value) {
      return toolSuccess(
        `Dry run: ${counts} would change ${display}; nothing was written.\n\n${preview.text}`,
        { ...summary, applied: false, dryRun: true },
        { stats: { replacements: plan.replacements } },
      );
    }
    const finalText = crlf ? spliceIntoCrlf(original, plan.spans) : plan.text;
    const written = await workspace.writeFile(target.path, finalText, {
      expectedVersion: lock.expectedVersion,
    });
    return toolSuccess(
      `Edited ${display}: ${counts}.\n\n${preview.text}`,
      { ...summary, applied: true, dryRun: false },
      {
        lock: lockMetaOf(target.path, written),
        stats: { replacements: plan.replacements, bytes: written.size },
      },
    );
  });
}

type EditsRead = { ok: true; value: EditRequest[] } | { ok: false; message: string };

function readEdits(value: unknown): EditsRead {
  if (!Array.isArray(value) || value.length === 0) {
    return {
      ok: false,
      message: "'edits' is required: a non-empty array of {old_string, new_string, replace_all?}.",
    };
  }
  const out: EditRequest[] = [];
  for (const [index, item] of (value as unknown[]).entries()) {
    if (typeof item !== 'object' || item === null) {
      return {
        ok: false,
        message: `edits[${index}] must be an object {old_string, new_string, replace_all?}.`,
      };
    }
    const {
      old_string: oldString,
      new_string: newString,
      replace_all: replaceAll,
    } = item as Record<string, unknown>;
    if (typeof oldString !== 'string' || typeof newString !== 'string') {
      return { ok: false, message: `edits[${index}] needs string fields old_string and new_string.` };
    }
    if (replaceAll !== undefined && typeof replaceAll !== 'boolean') {
      return { ok: false, message: `edits[${index}].replace_all must be true or false.` };
    }
    out.push({ oldString, newString, replaceAll: replaceAll === true });
  }
  return { ok: true, value: out };
}

function toLf(edit: EditRequest): EditRequest {
  return {
    ...edit,
    oldString: edit.oldString.replace(/\r\n/g, '\n'),
    newString: edit.newString.replace(/\r\n/g, '\n'),
  };
}
