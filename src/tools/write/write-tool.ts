// Write: create a file, or replace one the model has read (the lock). The write itself is conditional on the
// version the lock check saw, so nothing can slip in between the check and the write.
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace } from '../../vfs';
import {
  checkLock,
  lockMetaOf,
  resolveToolPath,
  splitLines,
  statIfExists,
  withFsErrors,
  bindFileTool,
} from '../file-tool-kit';
import { WRITE_DESCRIPTION, WRITE_PARAMETERS, type WriteInput } from './write-schema';
import { WRITE_RECORD } from './write-record';

export function createWriteTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: WRITE_RECORD,
    description: WRITE_DESCRIPTION,
    parameters: WRITE_PARAMETERS,
    concurrencySafe: false,
    run: runWrite,
  });
}

async function runWrite(workspace: Workspace, input: WriteInput, context: ToolContext): Promise<ToolOutput> {
  const { content } = input;
  const target = resolveToolPath(input.path, context);
  if (!target.ok) return target.output;

  return withFsErrors(target.display, async () => {
    const current = await statIfExists(workspace, target.path);
    if (current?.type === 'directory') {
      return toolError('IS_DIRECTORY', `${target.display} is a folder; give a file path to Write.`);
    }
    let expectedVersion: number | null = null;
    if (current !== undefined) {
      const lock = checkLock({
        displayPath: target.display,
        current,
        context,
        expectedMtimeMs: input.expected_mtime_ms,
        expectedSizeBytes: input.expected_size_bytes,
        action: 'overwrite',
      });
      if (!lock.ok) return lock.output;
      expectedVersion = lock.expectedVersion;
    }
    const written = await workspace.writeFile(target.path, content, {
      createParents: true,
      expectedVersion,
    });
    const lineCount = splitLines(content).length;
    const verb = current === undefined ? 'Created' : 'Overwrote';
    return toolSuccess(
      `${verb} ${target.display} (${written.size} bytes, ${lineCount} line${lineCount === 1 ? '' : 's'}).`,
      { path: target.display, created: current === undefined, bytes: written.size, lines: lineCount },
      { lock: lockMetaOf(target.path, written), stats: { bytes: written.size, lines: lineCount } },
    );
  });
}
