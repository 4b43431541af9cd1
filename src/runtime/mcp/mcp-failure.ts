// What went wrong talking to an MCP server, in words a person can act on. The SDK's errors are told apart by
// what they carry (a JSON-RPC code, an HTTP status, an abort), so a timeout, a lost connection and a refusal
// each reach the call, and the breaker, as what they are.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpCallFailureKind } from '../../tools/mcp/mcp-call-outcome';
import { inPageServerName } from './inpage/in-page-address';
import type { HttpSeen } from './seen-fetch';

export function failureKindOf(error: unknown, signal?: AbortSignal): McpCallFailureKind {
  if (signal?.aborted) return 'aborted';
  if (error instanceof McpError) {
    if (error.code === (ErrorCode.RequestTimeout as number)) return 'timeout';
    if (error.code === (ErrorCode.ConnectionClosed as number)) return 'disconnected';
    return 'protocol';
  }
  // An HTTP error or a network failure: the server is not answering this session.
  return 'disconnected';
}

/** An HTTP 404 on a request that carried a session id: the server forgot the session (spec: start a new one). */
export function isExpiredSession(error: unknown, seen: HttpSeen): boolean {
  return error instanceof StreamableHTTPError && error.code === 404 && seen.lastSentSessionId !== null;
}

export function connectFailureWords(url: string, error: unknown, seen: HttpSeen): string {
  // No HTTP and no CORS between the client and a server in the page: its own words are the reason.
  if (inPageServerName(url) !== null)
    return `The in-page MCP server ${url} did not start: ${messageOf(error)}`;
  if (seen.lastStatus === 401) {
    const challenge = seen.lastChallenge ? ` (WWW-Authenticate: ${seen.lastChallenge})` : '';
    return `The MCP server at ${url} asks for authorization${challenge}. OAuth sign-in is not supported here; give a bearer token or headers if the server takes one.`;
  }
  if (seen.lastStatus === 403) return `The MCP server at ${url} refused the credentials given (HTTP 403).`;
  if (seen.lastStatus !== null && seen.lastStatus >= 400)
    return `The MCP server at ${url} answered HTTP ${seen.lastStatus}: ${messageOf(error)}`;
  if (seen.lastStatus === null)
    return `The MCP server at ${url} could not be reached (${messageOf(error)}). Is it running? From a page, it must also allow this page's origin (CORS: see docs/mcp.md).`;
  return `Connecting to the MCP server at ${url} failed: ${messageOf(error)}`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
