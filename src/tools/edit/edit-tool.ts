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
  resolveToolPath,
  statIfExists,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { planEdits, type EditRequest } from './apply-edits';
import { crlfToLf, spliceIntoCrlf } from './crlf-splice';
import { diffPreview } from './diff-preview';
import { EDIT_DESCRIPTION, EDIT_PARAMETERS, type EditInput } from './edit-schema';
import { EDIT_RECORD } from './edit-record';

export function createEditTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: EDIT_RECORD,
    description: EDIT_DESCRIPTION,
    parameters: EDIT_PARAMETERS,
    concurrencySafe: false,
    run: runEdit,
  });
}

async function runEdit(workspace: Workspace, input: EditInput, context: ToolContext): Promise<ToolOutput> {
  const edits = input.edits.map((edit): EditRequest => ({
    oldString: edit.old_string,
    newString: edit.new_string,
    replaceAll: edit.replace_all === true,
  }));
  const target = resolveToolPath(input.path, context);
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
      expectedMtimeMs: input.expected_mtime_ms,
      expectedSizeBytes: input.expected_size_bytes,
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
    const requests = crlf ? edits.map(toLf) : edits;
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
    if (input.dry_run === true) {
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

function toLf(edit: EditRequest): EditRequest {
  return {
    ...edit,
    oldString: edit.oldString.replace(/\r\n/g, '\n'),
    newString: edit.newString.replace(/\r\n/g, '\n'),
  };
}
