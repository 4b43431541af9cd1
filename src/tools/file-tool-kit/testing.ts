// Test support for the file tools: a tool context, and a miniature executor that plays the engine's part in
// the lock protocol (cache every output's `lock`, inject it into Edit and Write), so tool tests exercise the
// same sequence a real run does without importing the engine's executor.
import type { LockMode, Tool, ToolContext } from '../../engine/protocol/tool';
import type { LockMeta, ToolOutput } from '../../engine/protocol/tool-result';
import {
  createMemoryWorkspace,
  manualClock,
  resolveWorkspacePath,
  type ManualClock,
  type Workspace,
} from '../../vfs';

export function toolContext(overrides: Partial<ToolContext> = {}): ToolContext {
  return {
    callId: 'call_test',
    toolName: 'test',
    nowMs: 0,
    cwd: '/workspace',
    signal: new AbortController().signal,
    insideSubagent: false,
    lockMode: 'version-hash',
    ...overrides,
  };
}

export async function workspaceWith(
  files: Readonly<Record<string, string | Uint8Array>>,
  clock: ManualClock = manualClock(1_000),
): Promise<Workspace> {
  const workspace = createMemoryWorkspace({ clock });
  for (const [path, content] of Object.entries(files)) {
    await workspace.writeFile(path, content, { createParents: true });
  }
  return workspace;
}

export class LockingExecutor {
  readonly cache = new Map<string, LockMeta>();

  constructor(private readonly lockMode: LockMode = 'version-hash') {}

  async call(tool: Tool, input: Record<string, unknown>): Promise<ToolOutput> {
    const path = typeof input.path === 'string' ? resolveWorkspacePath(input.path) : undefined;
    const expectedLock = path?.ok === true ? this.cache.get(path.path) : undefined;
    const injected =
      tool.lockUse !== 'none' && expectedLock !== undefined
        ? {
            expected_mtime_ms: expectedLock.mtimeMs,
            expected_size_bytes: expectedLock.sizeBytes,
            ...input,
          }
        : input;
    const output = await tool.run(
      injected,
      toolContext({
        toolName: tool.name,
        lockMode: this.lockMode,
        ...(tool.lockUse !== 'none' && expectedLock !== undefined ? { expectedLock } : {}),
      }),
    );
    if (output.lock !== undefined) this.cache.set(output.lock.path, output.lock);
    return output;
  }
}
