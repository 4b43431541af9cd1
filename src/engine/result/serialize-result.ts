// The model boundary (seed, step 5): a ToolResult is serialized exactly once, into the tool message's
// content: `{status, error?, data, text, stats, context}`, with `error: {code, message}` only on errors.
// Compact JSON (not the reference's indent 2): budgets count these bytes, and indentation is not content.
// Never throws: a value JSON cannot hold (a cycle, a BigInt, nesting deeper than the stack) is replaced by a
// note saying so.
import type { ToolResult } from '../protocol/tool-result';
import { errorMessage } from '../common/error-message';

export function serializeToolResult(
  result: ToolResult,
  options: { readonly omitInput?: boolean } = {},
): string {
  const error =
    result.status === 'error'
      ? `"error":${JSON.stringify({ code: result.errorCode ?? 'EXECUTION_ERROR', message: result.errorMessage ?? result.text })},`
      : '';
  return (
    `{"status":"${result.status}",${error}` +
    `"data":${safeJson(result.data, 'data')},` +
    `"text":${JSON.stringify(result.text)},` +
    `"stats":${safeJson(result.stats, 'stats')},` +
    `"context":${contextJson(result, options.omitInput === true)}}`
  );
}

function contextJson(result: ToolResult, omitInput: boolean): string {
  const { cwd, input } = result.context;
  if (omitInput) return `{"cwd":${JSON.stringify(cwd)}}`;
  return `{"cwd":${JSON.stringify(cwd)},"input":${safeJson(input ?? null, 'input')}}`;
}

/** `indent` only where people and pages read it (spill files); the model boundary stays compact. */
export function safeJson(value: unknown, what: string, indent?: number): string {
  try {
    return JSON.stringify(value, null, indent) ?? 'null';
  } catch (error) {
    return JSON.stringify({ unserializable: `${what} could not be serialized: ${errorMessage(error)}` });
  }
}
