// The MCP lane as span attributes for the OTLP export: one line per HTTP exchange (method, address, status,
// the headers the page set) and one per JSON-RPC message in the order it went or came (→ sent, ← received),
// each message as its JSON. Attributes rather than span events: the export's span records carry attributes
// only, and a collector shows a list attribute in order. The lane was scrubbed where it was captured (every
// credential header by name, the device's secrets in what the server said) and the page's ways out scrub
// the trace again, so nothing here needs a scrubber of its own.
import type { McpWire, McpWireMessage } from '../../engine/trace/mcp-wire';

export function mcpLaneAttributes(prefix: string, wire: McpWire): Record<string, readonly string[]> {
  return {
    [`${prefix}.http`]: wire.map(
      (exchange) =>
        `${exchange.method} ${exchange.url} → ${exchange.status ?? 'no answer'} ${JSON.stringify(exchange.headers)}`,
    ),
    [`${prefix}.messages`]: wire.flatMap((exchange) => [
      ...exchange.sent.map((message) => `→ ${messageLine(message)}`),
      ...exchange.received.map((message) => `← ${messageLine(message)}`),
    ]),
  };
}

function messageLine(message: McpWireMessage): string {
  switch (message.kind) {
    case 'json':
      return JSON.stringify(message.json);
    case 'text':
      return message.text;
    case 'too-large':
      return `(${message.bytes} bytes, kept as its size only)`;
  }
}
