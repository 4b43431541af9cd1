// What a chat span says of the call from its recorded wire exchange and request, in the GenAI conventions'
// names: the server it went to (host and port only: an address can carry a credential in its user, path or
// query, and none of those leave), the response's own id and model (what the server says it ran, which a
// gateway may map from the requested name), and the tool definitions in the conventions' flat shape.
import type { OpenAITool } from '../../engine/protocol/openai-tool';
import type { WireExchange, WirePayload } from '../../engine/trace/wire-exchange';
import { GENAI } from './genai-semconv';
import type { SpanAttribute } from './span-record';

const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'https:': 443, 'http:': 80 };

export function chatServerFacts(wire: WireExchange | undefined): Record<string, SpanAttribute> {
  if (!wire) return {};
  let url: URL;
  try {
    url = new URL(wire.request.url);
  } catch {
    return {};
  }
  const port = url.port === '' ? DEFAULT_PORTS[url.protocol] : Number(url.port);
  return {
    [GENAI.serverAddress]: url.hostname,
    ...(port === undefined ? {} : { [GENAI.serverPort]: port }),
  };
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Where a payload holds the response's id and model: at its top (a Chat Completions body or chunk), under
 * `response` (the Responses API's events), or under `message` (an Anthropic Messages `message_start`). */
function identityOf(payload: WirePayload): { id: string | undefined; model: string | undefined } {
  const top = record(payload);
  for (const holder of [top, record(top?.response), record(top?.message)]) {
    if (!holder) continue;
    const id = typeof holder.id === 'string' ? holder.id : undefined;
    const model = typeof holder.model === 'string' ? holder.model : undefined;
    if (id !== undefined || model !== undefined) return { id, model };
  }
  return { id: undefined, model: undefined };
}

export function chatResponseFacts(wire: WireExchange | undefined): Record<string, SpanAttribute> {
  const response = wire?.response;
  if (!response) return {};
  const payloads = response.chunks ? response.chunks.map((chunk) => chunk.data) : [response.body];
  let id: string | undefined;
  let model: string | undefined;
  for (const payload of payloads) {
    const found = identityOf(payload);
    id ??= found.id;
    model ??= found.model;
    if (id !== undefined && model !== undefined) break;
  }
  return {
    ...(id === undefined ? {} : { [GENAI.responseId]: id }),
    ...(model === undefined ? {} : { [GENAI.responseModel]: model }),
  };
}

/** `gen_ai.tool.definitions`: each tool flat — type, name, description, parameters — not the Chat
 * Completions request's `{ type, function: { … } }` nesting (the conventions' tool definitions schema). */
export function toolDefinitionsOf(tools: readonly OpenAITool[]): readonly unknown[] {
  return tools.map((tool) => {
    // A trace from elsewhere may hold a tool in another shape: it is kept as it came.
    const fn = record(tool)?.function;
    if (!record(fn)) return tool;
    return {
      type: tool.type,
      name: tool.function.name,
      description: tool.function.description,
      parameters: tool.function.parameters,
    };
  });
}
