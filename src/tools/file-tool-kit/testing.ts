// Test support for the file tools: a tool context, a run that checks the arguments first as the engine does,
// and a miniature executor that plays the engine's part in the lock protocol (cache every output's `lock`,
// inject it into Edit and Write), so tool tests exercise the same sequence a real run does without importing
// the engine's executor.
import type { LockMode, Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, type LockMeta, type ToolOutput } from '../../engine/protocol/tool-result';
import { validateArguments } from '../../engine/validation/validate-arguments';
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
    spanId: 'span_test',
    step: 1,
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

/**
 * Runs a tool as the engine does: its arguments checked by ajv against its schema first (the plan's
 * INVALID_PARAM, or INTERNAL_ERROR for a schema that does not compile), so `run` sees only the input its type
 * promises. Calling `tool.run` directly skips that check, as the engine never does.
 */
export async function runChecked(
  tool: Tool,
  input: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolOutput> {
  const check = validateArguments(tool, input);
  if (!check.ok)
    return toolError(check.problem === 'schema' ? 'INTERNAL_ERROR' : 'INVALID_PARAM', check.message);
  return tool.run(input, context);
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
    const output = await runChecked(
      tool,
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
