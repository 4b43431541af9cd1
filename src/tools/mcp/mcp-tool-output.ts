// A `tools/call` outcome as the engine's ToolOutput: the text parts become the result's text, the server's
// structuredContent its data, images, audio and resources are described in words (never inlined), `isError`
// is an error result, and a call with no answer (a timeout, a lost connection) is a fault the breaker counts.
// What the model finally reads is cut by the same result budget as any tool's (engine/budget).
import { toolError, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { assertNever } from '../../common/assert-never';
import type { McpCallOutcome, McpContentBlock } from './mcp-call-outcome';

export function mcpToolOutput(outcome: McpCallOutcome): ToolOutput {
  if (outcome.kind === 'failure') {
    const code =
      outcome.failure === 'timeout'
        ? 'TIMEOUT'
        : outcome.failure === 'aborted'
          ? 'ABORTED'
          : 'EXECUTION_ERROR';
    return toolError(code, outcome.message, { mcpFailure: outcome.failure });
  }
  const { content, structuredContent, isError, progress, notes } = outcome.answer;
  const parts = content.map(describeBlock);
  // A tool that answers only with structured content is read by the model as that JSON.
  const text =
    parts.length > 0
      ? parts.join('\n')
      : structuredContent
        ? JSON.stringify(structuredContent)
        : '(no content)';
  const data = {
    blocks: content.map((block) => block.type),
    ...(structuredContent ? { structuredContent } : {}),
    ...(progress ? { progress } : {}),
    ...(notes ? { notes } : {}),
  };
  if (isError === true) return toolError('EXECUTION_ERROR', text, data);
  return toolSuccess(text, data);
}

function describeBlock(block: McpContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      return `[${block.type === 'image' ? 'An image' : 'Audio'} (${block.mimeType}, ${block.bytes} bytes) the server sent; not shown to the model.]`;
    case 'resource_link':
      return `[A link to the resource ${block.uri}${block.name ? ` (${block.name})` : ''}${block.mimeType ? `, ${block.mimeType}` : ''}.]`;
    case 'resource':
      return block.text !== undefined
        ? `[The resource ${block.uri}:]\n${block.text}`
        : `[The resource ${block.uri} (${block.mimeType ?? 'binary'}, ${block.bytes ?? 0} bytes); not shown to the model.]`;
    case 'other':
      return `[A content block of type ${JSON.stringify(block.kind)} this client does not read.]`;
    default:
      return assertNever(block);
  }
}
