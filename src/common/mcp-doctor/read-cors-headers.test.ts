// The CLI's reading of a server's CORS headers, as a browser would judge them, header by header.
import { describe, expect, it } from 'vitest';
import { answerCorsFindings, preflightFindings } from './read-cors-headers';

const ORIGIN = 'http://127.0.0.1:5173';
const REQUESTED = ['content-type', 'mcp-protocol-version', 'mcp-session-id', 'authorization'];
const codesOf = (findings: { code: string; params: object }[]) => findings.map((f) => [f.code, f.params]);

describe('preflightFindings', () => {
  const preflight = (headers: Record<string, string>, status = 204) =>
    codesOf(preflightFindings(status, new Headers(headers), ORIGIN, REQUESTED));

  it('passes a preflight that allows the origin, POST, DELETE and every header', () => {
    const allowing = {
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'POST, DELETE',
      'access-control-allow-headers': 'Content-Type, MCP-Protocol-Version, Mcp-Session-Id, Authorization',
    };
    expect(preflight(allowing)).toEqual([]);
  });

  it('names a failed status, then a missing or other origin, before anything else', () => {
    expect(preflight({}, 404)).toEqual([['cors-preflight-failed', { status: 404 }]]);
    expect(preflight({ 'access-control-allow-origin': 'https://other.test' })).toEqual([
      ['cors-origin-not-allowed', { origin: ORIGIN }],
    ]);
  });

  it('names each header left out; `*` covers all but authorization', () => {
    const base = { 'access-control-allow-origin': '*', 'access-control-allow-methods': '*' };
    expect(preflight({ ...base, 'access-control-allow-headers': 'content-type' })).toEqual([
      ['cors-header-not-allowed', { header: 'mcp-protocol-version' }],
      ['cors-header-not-allowed', { header: 'mcp-session-id' }],
      ['cors-header-not-allowed', { header: 'authorization' }],
    ]);
    expect(preflight({ ...base, 'access-control-allow-headers': '*' })).toEqual([
      ['cors-header-not-allowed', { header: 'authorization' }],
    ]);
  });

  it('names POST and DELETE when the methods leave them out; no methods at all still allow POST', () => {
    const base = { 'access-control-allow-origin': '*', 'access-control-allow-headers': REQUESTED.join(',') };
    expect(preflight({ ...base, 'access-control-allow-methods': 'GET' })).toEqual([
      ['cors-method-not-allowed', { method: 'POST' }],
      ['cors-delete-not-allowed', { method: 'DELETE' }],
    ]);
    expect(preflight(base)).toEqual([['cors-delete-not-allowed', { method: 'DELETE' }]]);
  });
});

describe('answerCorsFindings', () => {
  const answer = (headers: Record<string, string>) =>
    codesOf(answerCorsFindings(new Headers(headers), ORIGIN));

  it('asks for mcp-session-id in Expose-Headers only when the server sends one', () => {
    expect(answer({ 'access-control-allow-origin': '*' })).toEqual([]);
    expect(answer({ 'access-control-allow-origin': '*', 'mcp-session-id': 's' })).toEqual([
      ['cors-session-id-not-exposed', { header: 'mcp-session-id' }],
    ]);
    expect(
      answer({
        'access-control-allow-origin': '*',
        'mcp-session-id': 's',
        'access-control-expose-headers': 'Mcp-Session-Id',
      }),
    ).toEqual([]);
    expect(
      answer({
        'access-control-allow-origin': '*',
        'mcp-session-id': 's',
        'access-control-expose-headers': '*',
      }),
    ).toEqual([]);
  });

  it('names a missing Allow-Origin on the answer itself', () => {
    expect(answer({ 'mcp-session-id': 's' })).toEqual([['cors-origin-not-allowed', { origin: ORIGIN }]]);
  });
});
