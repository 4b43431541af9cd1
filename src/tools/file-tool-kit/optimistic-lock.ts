// The optimistic lock, tool side. The executor injects what the model last read (context.expectedLock, and
// expected_mtime_ms / expected_size_bytes in the input); the tool compares it with the file as it is now.
//   version-hash (default): version AND content hash must match — catches every change, even a same-size
//     rewrite in the same millisecond;
//   seed: mtime + size only, the reference's weaker lock, kept so a lesson can show it being fooled.
import type { ToolContext } from '../../engine/protocol/tool';
import { toolError, type LockMeta, type ToolOutput } from '../../engine/protocol/tool-result';
import type { WorkspaceStat } from '../../vfs';

export function lockMetaOf(path: string, stat: WorkspaceStat): LockMeta {
  return {
    path,
    version: stat.version,
    contentHash: stat.contentHash,
    mtimeMs: stat.mtimeMs,
    sizeBytes: stat.size,
  };
}

export type LockCheck =
  /** `expectedVersion` guards the write itself (compare-and-swap), closing the gap after this check. */
  | { readonly ok: true; readonly expectedVersion: number }
  | { readonly ok: false; readonly output: ToolOutput };

export interface LockCheckRequest {
  readonly displayPath: string;
  readonly current: WorkspaceStat;
  readonly context: ToolContext;
  /** The model's (or the executor's injected) expected_mtime_ms / expected_size_bytes. */
  readonly expectedMtimeMs: number | undefined;
  readonly expectedSizeBytes: number | undefined;
  /** What the caller is about to do, for the message. */
  readonly action: 'edit' | 'overwrite';
}

export function checkLock(request: LockCheckRequest): LockCheck {
  const { current, context, displayPath } = request;
  const lock = context.expectedLock;
  if (context.lockMode === 'version-hash') {
    if (lock === undefined) return missing(request);
    if (lock.version === current.version && lock.contentHash === current.contentHash) {
      return { ok: true, expectedVersion: current.version };
    }
    return stale(displayPath, context, { version: lock.version, contentHash: lock.contentHash }, current);
  }
  const expectedMtimeMs = request.expectedMtimeMs ?? lock?.mtimeMs;
  const expectedSizeBytes = request.expectedSizeBytes ?? lock?.sizeBytes;
  if (expectedMtimeMs === undefined || expectedSizeBytes === undefined) return missing(request);
  if (expectedMtimeMs === current.mtimeMs && expectedSizeBytes === current.size) {
    return { ok: true, expectedVersion: current.version };
  }
  return stale(displayPath, context, { mtimeMs: expectedMtimeMs, sizeBytes: expectedSizeBytes }, current);
}

function missing({ displayPath, action, context }: LockCheckRequest): LockCheck {
  const message =
    action === 'edit'
      ? `You must Read ${displayPath} before editing it, so the edit is based on its current content. Call Read, then Edit again.`
      : `${displayPath} already exists. Read it first, then Write again to overwrite it (or use Edit to change part of it).`;
  return {
    ok: false,
    output: toolError('CONFLICT', message, {
      path: displayPath,
      reason: 'not_read',
      lockMode: context.lockMode,
    }),
  };
}

function stale(
  displayPath: string,
  context: ToolContext,
  expected: Readonly<Record<string, number | string>>,
  current: WorkspaceStat,
): LockCheck {
  return {
    ok: false,
    output: toolError(
      'CONFLICT',
      `${displayPath} has been modified since you read it. Read the file again, then retry your change.`,
      {
        path: displayPath,
        reason: 'modified_since_read',
        lockMode: context.lockMode,
        expected,
        current: {
          version: current.version,
          contentHash: current.contentHash,
          mtimeMs: current.mtimeMs,
          sizeBytes: current.size,
        },
      },
    ),
  };
}

/**
 * Whether a cached Read still describes a file as it is now, by the session's lock mode: for a tool that
 * checks several files itself (context.expectedLocks) rather than one through `checkLock`.
 */
export function readStillHolds(
  lock: LockMeta | undefined,
  current: WorkspaceStat,
  mode: ToolContext['lockMode'],
): 'held' | 'not-read' | 'changed' {
  if (lock === undefined) return 'not-read';
  const same =
    mode === 'version-hash'
      ? lock.version === current.version && lock.contentHash === current.contentHash
      : lock.mtimeMs === current.mtimeMs && lock.sizeBytes === current.size;
  return same ? 'held' : 'changed';
}
