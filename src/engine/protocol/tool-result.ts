// The ToolResult protocol (seed, step 5): every tool returns a structured, immutable result; it is
// serialized only once, at the model boundary (see serialize-result.ts).

export type ToolStatus = 'success' | 'partial' | 'error';

export const TOOL_ERROR_CODES = [
  'NOT_FOUND',
  'ACCESS_DENIED',
  'PERMISSION_DENIED',
  /** The model named a tool the registry does not have. The permission gate still refuses it (nothing can grant a
   * tool that does not exist), but the model is told the real reason, apart from a refusal it could ask again for. */
  'UNKNOWN_TOOL',
  'INVALID_PARAM',
  'TIMEOUT',
  'INTERNAL_ERROR',
  'EXECUTION_ERROR',
  'IS_DIRECTORY',
  'BINARY_FILE',
  'CONFLICT',
  'CIRCUIT_OPEN',
  /** A shell limit (command count, loop iterations, output size) stopped the run. */
  'LIMIT_EXCEEDED',
  /** The run was stopped (Stop button, AbortSignal) before or while this call ran. */
  'ABORTED',
  /** The call was past the calls-per-turn cap and was not run. */
  'TOO_MANY_CALLS',
] as const;

export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

/** Optimistic-lock metadata of one file, as a Read saw it. Filled by the workspace, cached by the executor. */
export interface LockMeta {
  /** Workspace-absolute POSIX path, e.g. `/workspace/src/a.ts`. */
  readonly path: string;
  /** Incremented on every change of the file; never reused for a path. */
  readonly version: number;
  /** Hash of the content (hex). */
  readonly contentHash: string;
  readonly mtimeMs: number;
  readonly sizeBytes: number;
}

/** What a tool's `run` returns. The executor adds timing and context to make the final ToolResult. */
export interface ToolOutput {
  readonly status: ToolStatus;
  readonly text: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly errorCode?: ToolErrorCode;
  readonly errorMessage?: string;
  /** Tool-specific figures (bytes read, lines, matches ...); numbers only. */
  readonly stats?: Readonly<Record<string, number>>;
  /** Set by tools that read or wrote a whole file's content: refreshes the executor's Read cache. */
  readonly lock?: LockMeta;
  /** More locks to refresh, for a tool that changed several files (a move): not part of the result. */
  readonly locks?: readonly LockMeta[];
  /** Workspace-absolute paths whose cached Read no longer names a file (a move's source): dropped. */
  readonly releasedPaths?: readonly string[];
}

export interface ToolResultStats {
  /** Duration on the virtual clock. */
  readonly timeMs: number;
  readonly [figure: string]: number;
}

export interface ToolResultContext {
  readonly cwd: string;
  /** The input exactly as given to the tool (after parsing; before lock injection). */
  readonly input: unknown;
}

export interface ToolResult extends ToolOutput {
  readonly stats: ToolResultStats;
  readonly context: ToolResultContext;
}

export function toolSuccess(
  text: string,
  data: Record<string, unknown> = {},
  extra: Pick<ToolOutput, 'stats' | 'lock' | 'locks' | 'releasedPaths'> = {},
): ToolOutput {
  return { status: 'success', text, data, ...extra };
}

export function toolPartial(
  text: string,
  data: Record<string, unknown> = {},
  extra: Pick<ToolOutput, 'stats' | 'lock' | 'locks' | 'releasedPaths'> = {},
): ToolOutput {
  return { status: 'partial', text, data, ...extra };
}

export function toolError(
  code: ToolErrorCode,
  message: string,
  data: Record<string, unknown> = {},
  extra: Pick<ToolOutput, 'stats' | 'lock' | 'locks' | 'releasedPaths'> = {},
): ToolOutput {
  return { status: 'error', text: message, data, errorCode: code, errorMessage: message, ...extra };
}
