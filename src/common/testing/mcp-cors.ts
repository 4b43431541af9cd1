// What a test MCP server on loopback answers a page with, so the page's browser lets it through: any origin,
// the MCP headers the client sends, and the session id readable (docs/mcp.md says the same to server owners).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MCP_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, authorization, mcp-session-id, mcp-protocol-version',
  'Access-Control-Expose-Headers': 'mcp-session-id',
};

/** Sets the headers on `response`; answers a preflight (true: nothing more to do for this request). */
export function answeredWithCors(request: IncomingMessage, response: ServerResponse): boolean {
  for (const [name, value] of Object.entries(MCP_CORS_HEADERS)) response.setHeader(name, value);
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204).end();
  return true;
}
