// Move: rename a file or a folder inside the workspace. Order of checks: arguments → paths (not the root, not
// onto itself, not into itself) → the source exists → its lock (the file, or every file under the folder, read
// and unchanged) → the destination (refused if it exists, unless `overwrite` and it is a file that passes the
// lock too) → one rename. The Read cache follows the moved files to their new paths.
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolSuccess, type LockMeta, type ToolOutput } from '../../engine/protocol/tool-result';
import { WORKSPACE_ROOT, parentPath, type Workspace, type WorkspaceStat } from '../../vfs';
import {
  bindFileTool,
  lockMetaOf,
  readStillHolds,
  resolveToolPath,
  statIfExists,
  withFsErrors,
} from '../file-tool-kit';
import { MOVE_RECORD } from './move-record';

/** How many unread or changed files a refusal names before it says "and N more". */
const NAMED_FILES = 5;

const MOVE_DESCRIPTION =
  'Move or rename a file or a folder inside the workspace (missing parent folders are created). You must ' +
  'have Read the file, or every file in the folder, in this conversation, and it must be unchanged since; ' +
  'otherwise the result is CONFLICT and names what to Read. An existing destination is refused unless ' +
  'overwrite is true, and then it must be a file you have Read too. A folder cannot move into itself.';

const MOVE_PARAMETERS = {
  type: 'object',
  properties: {
    source: {
      type: 'string',
      description:
        'The file or folder to move, relative to the working directory or absolute inside /workspace.',
    },
    destination: {
      type: 'string',
      description: 'Its new path (not the folder to move it into), relative or absolute inside /workspace.',
    },
    overwrite: {
      type: 'boolean',
      description: 'Replace an existing destination file (which you must have Read). Default false.',
      default: false,
    },
  },
  required: ['source', 'destination'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

type MoveInput = ToolInputOf<typeof MOVE_PARAMETERS>;

export function createMoveTool(workspace: Workspace): Tool {
  return bindFileTool(workspace, {
    record: MOVE_RECORD,
    description: MOVE_DESCRIPTION,
    parameters: MOVE_PARAMETERS,
    concurrencySafe: false,
    run: runMove,
  });
}

async function runMove(workspace: Workspace, input: MoveInput, context: ToolContext): Promise<ToolOutput> {
  const source = resolveToolPath(input.source, context);
  if (!source.ok) return source.output;
  const destination = resolveToolPath(input.destination, context);
  if (!destination.ok) return destination.output;
  const paths = { source: source.display, destination: destination.display };
  if (source.path === WORKSPACE_ROOT)
    return toolError('INVALID_PARAM', 'The workspace itself cannot be moved.', paths);
  if (destination.path === source.path)
    return toolError(
      'INVALID_PARAM',
      `${source.display} is already there: give a different destination.`,
      paths,
    );
  if (destination.path.startsWith(`${source.path}/`)) {
    return toolError(
      'INVALID_PARAM',
      `A folder cannot move into itself (${destination.display} is inside ${source.display}).`,
      paths,
    );
  }

  return withFsErrors(source.display, async () => {
    const moving = await workspace.lstat(source.path);
    const files = await filesToMove(workspace, source.path, moving);
    const unread = files.filter(
      (file) => readStillHolds(context.expectedLocks?.[file.path], file.stat, context.lockMode) !== 'held',
    );
    if (unread.length > 0)
      return notRead(
        unread.map((file) => file.path),
        source.path,
        source.display,
        paths,
      );

    const existing = await statIfExists(workspace, destination.path);
    if (existing !== undefined) {
      const refused = refuseDestination(
        { existing, moving, overwrite: input.overwrite ?? false, context, paths },
        {
          path: destination.path,
          display: destination.display,
        },
      );
      if (refused) return refused;
    }
    await workspace.mkdir(parentPath(destination.path), { recursive: true });
    await workspace.rename(source.path, destination.path);
    return moved(workspace, files, source.path, destination.path, paths, existing !== undefined);
  });
}

interface FileToMove {
  readonly path: string;
  readonly stat: WorkspaceStat;
}

/** The files whose content moves: the source file, or every file under the folder (links move as links). */
async function filesToMove(workspace: Workspace, path: string, stat: WorkspaceStat): Promise<FileToMove[]> {
  if (stat.type === 'file') return [{ path, stat }];
  if (stat.type !== 'directory') return [];
  const files: FileToMove[] = [];
  for await (const entry of workspace.walk(path)) {
    if (entry.type === 'file') files.push({ path: entry.path, stat: await workspace.stat(entry.path) });
  }
  return files;
}

function notRead(
  unread: readonly string[],
  sourcePath: string,
  display: string,
  paths: Record<string, string>,
): ToolOutput {
  const named = unread.slice(0, NAMED_FILES).map((path) => relativeTo(path, sourcePath, display));
  const more = unread.length > NAMED_FILES ? ` and ${unread.length - NAMED_FILES} more` : '';
  return toolError(
    'CONFLICT',
    `Read ${named.join(', ')}${more} first: a move needs every file it moves read and unchanged since. Then Move again.`,
    { ...paths, reason: 'not_read', unread: unread.length },
  );
}

interface DestinationCheck {
  /** What is at the destination now, and what would replace it. */
  readonly existing: WorkspaceStat;
  readonly moving: WorkspaceStat;
  readonly overwrite: boolean;
  readonly context: ToolContext;
  readonly paths: Record<string, string>;
}

/** Why an existing destination may not be replaced, or null when it may. */
function refuseDestination(
  { existing, moving, overwrite, context, paths }: DestinationCheck,
  { path, display }: { readonly path: string; readonly display: string },
): ToolOutput | null {
  if (!overwrite)
    return toolError(
      'CONFLICT',
      `${display} already exists. Read it and Move with overwrite: true to replace it, or pick another destination.`,
      { ...paths, reason: 'exists' },
    );
  if (existing.type === 'directory' || moving.type === 'directory')
    return toolError(
      'IS_DIRECTORY',
      `Only a file replaces a file: ${display} or the source is a folder.`,
      paths,
    );
  const held = readStillHolds(context.expectedLocks?.[path], existing, context.lockMode);
  if (held === 'held') return null;
  return toolError(
    'CONFLICT',
    held === 'not-read'
      ? `Read ${display} before overwriting it, so you know what it replaces. Then Move again.`
      : `${display} has been modified since you read it. Read it again, then Move again.`,
    { ...paths, reason: held === 'not-read' ? 'not_read' : 'changed' },
  );
}

/** The answer, and the Read cache moved along: each moved file's lock at its new path, the old paths released. */
async function moved(
  workspace: Workspace,
  files: readonly FileToMove[],
  from: string,
  to: string,
  paths: Record<string, string>,
  overwrote: boolean,
): Promise<ToolOutput> {
  const locks: LockMeta[] = [];
  for (const file of files) {
    const next = to + file.path.slice(from.length);
    locks.push(lockMetaOf(next, await workspace.stat(next)));
  }
  const count = `${files.length} file${files.length === 1 ? '' : 's'}`;
  return toolSuccess(
    `Moved ${paths.source} to ${paths.destination}${overwrote ? ', replacing it' : ''} (${count}).`,
    { ...paths, files: files.length, overwrote },
    { locks, releasedPaths: files.map((file) => file.path), stats: { files: files.length } },
  );
}

function relativeTo(path: string, sourcePath: string, display: string): string {
  return path === sourcePath ? display : `${display}${path.slice(sourcePath.length)}`;
}
