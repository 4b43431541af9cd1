// Gate 2, optimistic lock injection (seed: Edit only; here every tool with `lockUse` edit or write). When
// the model did not supply `expected_mtime_ms` / `expected_size_bytes`, fill them from the Read cache, and
// hand the tool the version and content hash recorded at that Read (context.expectedLock). The tool itself
// compares and answers CONFLICT; this gate only injects, and reports what it injected.
import type { LockMode, Tool } from '../protocol/tool';
import type { LockMeta } from '../protocol/tool-result';
import { normalizeWorkspacePath } from '../paths/workspace-path';
import { pathArguments } from '../paths/path-arguments';

/** What the gate reads of the Read cache (stores/read-cache.ts): the lock recorded for a path. */
export interface LockLookup {
  get(path: string, cwd?: string): LockMeta | undefined;
  /** The cached Reads of the path and of every file under it. */
  under(path: string, cwd?: string): readonly LockMeta[];
}

export interface LockInjection {
  readonly verdict: 'INJECTED' | 'MODEL' | 'MISSING' | 'SKIP';
  readonly rule: string;
  readonly reason: string;
  readonly path: string | null;
  /** The input the tool runs with (the original object when nothing was added). */
  readonly input: Readonly<Record<string, unknown>>;
  readonly injectedFields: Readonly<Record<string, number>>;
  readonly expectedLock: LockMeta | null;
  /** Every cached Read at or under each path the call names (ToolContext.expectedLocks); empty for SKIP. */
  readonly expectedLocks: Readonly<Record<string, LockMeta>>;
}

const NOTHING: Readonly<Record<string, number>> = Object.freeze({});
const NO_LOCKS: Readonly<Record<string, LockMeta>> = Object.freeze({});

export function injectLock(
  tool: Tool,
  input: Readonly<Record<string, unknown>>,
  cache: LockLookup,
  lockMode: LockMode,
  cwd: string,
): LockInjection {
  if (tool.lockUse !== 'edit' && tool.lockUse !== 'write') {
    return {
      verdict: 'SKIP',
      rule: 'lock.none',
      reason: `${tool.name} takes no lock.`,
      path: null,
      input,
      injectedFields: NOTHING,
      expectedLock: null,
      expectedLocks: NO_LOCKS,
    };
  }
  const expectedLocks = locksUnder(pathArguments(tool, input), cache, cwd);
  // The first path a tool declares is the one it locks (a move's source); the tool checks any other itself.
  const rawPath = pathArguments(tool, input)[0] ?? null;
  const path = rawPath === null ? null : normalizeWorkspacePath(rawPath, cwd);
  const cached = rawPath === null ? undefined : cache.get(rawPath, cwd);
  const modelMtime = input.expected_mtime_ms;
  const modelSize = input.expected_size_bytes;
  const modelSupplied = modelMtime !== undefined || modelSize !== undefined;

  if (modelSupplied) {
    // Keep what the model sent. If it is what the cached Read saw, the version and hash of that Read apply.
    const sameRead =
      cached !== undefined &&
      modelMtime === cached.mtimeMs &&
      (modelSize === undefined || modelSize === cached.sizeBytes);
    return {
      verdict: 'MODEL',
      rule: 'lock.model-supplied',
      reason: sameRead
        ? 'The model supplied the expected values; they match the cached Read, whose version and hash also apply.'
        : 'The model supplied the expected values; the tool compares them as given.',
      path,
      input,
      injectedFields: NOTHING,
      expectedLock: sameRead ? cached : null,
      expectedLocks,
    };
  }
  if (!cached) {
    return {
      verdict: 'MISSING',
      rule: 'lock.not-read',
      reason:
        tool.lockUse === 'write'
          ? 'No Read of this path is cached: fine for a new file; the tool refuses to overwrite an existing one.'
          : 'No Read of this path is cached; the tool will ask the model to Read it first.',
      path,
      input,
      injectedFields: NOTHING,
      expectedLock: null,
      expectedLocks,
    };
  }
  const declared = tool.parameters.properties;
  const injectedFields: Record<string, number> = {};
  if ('expected_mtime_ms' in declared) injectedFields.expected_mtime_ms = cached.mtimeMs;
  if ('expected_size_bytes' in declared) injectedFields.expected_size_bytes = cached.sizeBytes;
  return {
    verdict: 'INJECTED',
    rule: lockMode === 'seed' ? 'lock.inject.seed' : 'lock.inject.version-hash',
    reason:
      lockMode === 'seed'
        ? `Injected the mtime and size of the cached Read (version ${cached.version}); seed mode compares only those.`
        : `Injected the cached Read's lock: version ${cached.version}, hash ${cached.contentHash.slice(0, 12)}.`,
    path,
    // A spread keeps a `__proto__` key of the model's input as a plain own property (no prototype change).
    input: { ...input, ...injectedFields },
    injectedFields,
    expectedLock: cached,
    expectedLocks,
  };
}

/** The cached Reads at or under each path, by workspace-absolute path. */
function locksUnder(
  paths: readonly string[],
  cache: LockLookup,
  cwd: string,
): Readonly<Record<string, LockMeta>> {
  const locks: Record<string, LockMeta> = {};
  for (const path of paths) for (const lock of cache.under(path, cwd)) locks[lock.path] = lock;
  return locks;
}
