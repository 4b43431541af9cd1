// The MCP lane an `mcp-exchange` event carries (engine/trace/mcp-wire.ts): each HTTP exchange's headers and
// status and the JSON-RPC messages it carried. Only the inspector's MCP lane reads it; it is left out of the
// trace hash.
import { bool, count, json, list, object, oneOf, optional, record, str, variants } from './shape';

const mcpWireMessage = variants('kind', {
  json: object({ kind: oneOf('json'), json }),
  text: object({ kind: oneOf('text'), text: str }),
  'too-large': object({ kind: oneOf('too-large'), bytes: count }),
});

export const mcpWire = list(
  object({
    method: str,
    url: str,
    headers: record(str),
    sent: list(mcpWireMessage),
    status: optional(count),
    responseHeaders: optional(record(str)),
    received: list(mcpWireMessage),
    continued: optional(bool),
  }),
);
