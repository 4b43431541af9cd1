// The requests the doctor sends, written out raw so it sees the wire exactly as a Streamable HTTP client
// makes it (not through the SDK's transport, which would hide the status, the headers and the body).
import { CLIENT_PROTOCOL_VERSION } from './protocol-versions';

export const SESSION_HEADER = 'mcp-session-id';
export const VERSION_HEADER = 'mcp-protocol-version';

/** The request headers a browser must be allowed to send: what the SDK's client sets on its requests. */
export const MCP_REQUEST_HEADERS = ['content-type', VERSION_HEADER, SESSION_HEADER] as const;

/** The doctor's own request ids: it never sends anything but these. */
export const INITIALIZE_ID = 'doctor-initialize';
export const TOOLS_LIST_ID = 'doctor-tools-list';
export const PING_ID = 'doctor-ping';

const CLIENT_INFO = { name: 'toolscope-doctor', version: '1' };

export function initializeBody(): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: INITIALIZE_ID,
    method: 'initialize',
    params: { protocolVersion: CLIENT_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
  });
}

export const INITIALIZED_BODY = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
/** What the page's CORS narrowing sends: harmless everywhere, and any readable answer is enough. */
export const PING_BODY = JSON.stringify({ jsonrpc: '2.0', id: PING_ID, method: 'ping' });

/** The headers of every POST: JSON in, JSON or an event stream out, and the person's own headers. */
export function postHeaders(extra: Readonly<Record<string, string>>): Record<string, string> {
  return { ...extra, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
}

/** The headers of a request inside a session (after initialize), as the SDK's client sends them. */
export function sessionHeaders(protocolVersion: string, sessionId: string | null): Record<string, string> {
  return {
    [VERSION_HEADER]: protocolVersion,
    ...(sessionId === null ? {} : { [SESSION_HEADER]: sessionId }),
  };
}
