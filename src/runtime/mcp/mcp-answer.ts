// A server's `tools/call` result as the session records it (tools/mcp/mcp-call-outcome.ts): binary data is
// measured, never kept; a content type this client does not know is named, not read.
import type { McpCallAnswer, McpContentBlock } from '../../tools/mcp/mcp-call-outcome';

export function recordableAnswer(result: Readonly<Record<string, unknown>>): McpCallAnswer {
  const content = Array.isArray(result.content) ? (result.content as unknown[]).map(recordableBlock) : [];
  const structured = result.structuredContent;
  return {
    content,
    ...(structured && typeof structured === 'object' && !Array.isArray(structured)
      ? { structuredContent: structured as Record<string, unknown> }
      : {}),
    ...(result.isError === true ? { isError: true } : {}),
  };
}

function recordableBlock(value: unknown): McpContentBlock {
  const block = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof block[key] === 'string' ? block[key] : undefined);
  switch (block.type) {
    case 'text':
      return { type: 'text', text: text('text') ?? '' };
    case 'image':
    case 'audio':
      return { type: block.type, mimeType: text('mimeType') ?? 'unknown', bytes: base64Bytes(text('data')) };
    case 'resource_link': {
      const name = text('name');
      const mimeType = text('mimeType');
      return {
        type: 'resource_link',
        uri: text('uri') ?? '',
        ...(name ? { name } : {}),
        ...(mimeType ? { mimeType } : {}),
      };
    }
    case 'resource': {
      const resource = (block.resource ?? {}) as Record<string, unknown>;
      const uri = typeof resource.uri === 'string' ? resource.uri : '';
      const mimeType = typeof resource.mimeType === 'string' ? resource.mimeType : undefined;
      const base = { type: 'resource' as const, uri, ...(mimeType ? { mimeType } : {}) };
      return typeof resource.text === 'string'
        ? { ...base, text: resource.text }
        : { ...base, bytes: base64Bytes(typeof resource.blob === 'string' ? resource.blob : undefined) };
    }
    default:
      return { type: 'other', kind: typeof block.type === 'string' ? block.type : 'unknown' };
  }
}

/** The decoded size of base64 text, without decoding it. */
function base64Bytes(data: string | undefined): number {
  if (!data) return 0;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}
