// The default concurrency decision (issue 3, §1): tools that only read may share a concurrent batch;
// everything else runs alone. Tool factories use this unless a tool knows better per call.
export const CONCURRENCY_SAFE_BY_DEFAULT: ReadonlySet<string> = new Set(['Read', 'Grep', 'Glob', 'LS']);

export function isConcurrencySafeByDefault(toolName: string): boolean {
  return CONCURRENCY_SAFE_BY_DEFAULT.has(toolName);
}
