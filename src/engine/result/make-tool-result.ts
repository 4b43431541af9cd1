// The executor's side of the ToolResult protocol (seed, step 5): a tool returns a ToolOutput; the executor
// checks its shape, replaces an empty success, and adds the virtual time and the context. The result is
// frozen: stages after this one read it and never change it.
import type { ToolOutput, ToolResult, ToolResultStats, ToolStatus } from '../protocol/tool-result';
import { TOOL_ERROR_CODES, toolError } from '../protocol/tool-result';
import { utf8ByteLength } from '../common/utf8';
import { emptyResultText, isEmptyOutput } from './empty-result';

const STATUSES: ReadonlySet<ToolStatus> = new Set(['success', 'partial', 'error']);
const ERROR_CODES: ReadonlySet<string> = new Set(TOOL_ERROR_CODES);

/** Checks what a tool returned; anything malformed becomes INTERNAL_ERROR (a tool bug, not the model's). */
export function checkToolOutput(toolName: string, value: unknown): ToolOutput {
  if (typeof value !== 'object' || value === null) {
    return toolError('INTERNAL_ERROR', `Tool '${toolName}' returned no result object.`);
  }
  const output = value as Partial<ToolOutput>;
  if (!STATUSES.has(output.status as ToolStatus) || typeof output.text !== 'string') {
    return toolError('INTERNAL_ERROR', `Tool '${toolName}' returned a malformed result (status or text).`);
  }
  if (output.status === 'error' && (output.errorCode === undefined || !ERROR_CODES.has(output.errorCode))) {
    return {
      ...(output as ToolOutput),
      errorCode: 'EXECUTION_ERROR',
      errorMessage: output.errorMessage ?? output.text,
    };
  }
  if (typeof output.data !== 'object' || output.data === null || Array.isArray(output.data)) {
    return { ...(output as ToolOutput), data: {} };
  }
  return output as ToolOutput;
}

export function makeToolResult(
  toolName: string,
  output: ToolOutput,
  timeMs: number,
  cwd: string,
  input: unknown,
): ToolResult {
  const empty = isEmptyOutput(output);
  const text = empty ? emptyResultText(toolName) : output.text;
  const stats: ToolResultStats = Object.freeze({ ...output.stats, timeMs, textBytes: utf8ByteLength(text) });
  const result: Mutable<ToolResult> = {
    status: output.status,
    text,
    data: empty ? EMPTY_DATA : output.data,
    stats,
    context: Object.freeze({ cwd, input }),
  };
  // Optional fields are left out rather than set to undefined (exactOptionalPropertyTypes; smaller JSON).
  if (output.errorCode !== undefined) result.errorCode = output.errorCode;
  if (output.errorMessage !== undefined) result.errorMessage = output.errorMessage;
  if (output.lock !== undefined) result.lock = output.lock;
  return Object.freeze(result);
}

const EMPTY_DATA = Object.freeze({ empty: true });

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
