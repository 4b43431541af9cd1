// The CORS emulator the page-mode tests stand on: if it let through what a browser refuses (or refused what
// a browser lets through), every page-mode finding would be wrong. Each rule is checked against a real
// loopback server's answers.
import { afterEach, describe, expect, it } from 'vitest';
import { browserCorsProbe } from './browser-cors-probe';
import { GOOD_CORS, startDoctorServer, type DoctorServer, type ServerBehaviour } from './doctor-servers';

const ORIGIN = 'http://127.0.0.1:5173';
const probe = browserCorsProbe(ORIGIN);
const started: DoctorServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function serve(behaviour: ServerBehaviour): Promise<DoctorServer> {
  const server = await startDoctorServer(behaviour);
  started.push(server);
  return server;
}

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const postJson = (extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: ping,
});

describe('the browser CORS emulator', () => {
  it('sends no preflight for a simple request, and one for a JSON POST', async () => {
    const server = await serve({ cors: GOOD_CORS });
    await probe(server.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: ping });
    expect(server.seen.map((r) => r.method)).toEqual(['POST']);
    await probe(server.url, postJson());
    expect(server.seen.map((r) => r.method)).toEqual(['POST', 'OPTIONS', 'POST']);
    expect(server.seen[1]!.headers['access-control-request-headers']).toBe('content-type');
    expect(server.seen[2]!.headers.origin).toBe(ORIGIN);
  });

  it('refuses with a bare TypeError when Allow-Origin is missing, even for a simple request', async () => {
    const server = await serve({});
    const refusal = probe(server.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: ping,
    });
    await expect(refusal).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('refuses a header the preflight does not allow; `*` allows any header but authorization', async () => {
    const strict = await serve({ cors: { allowHeaders: 'content-type' } });
    await expect(probe(strict.url, postJson({ 'mcp-protocol-version': 'x' }))).rejects.toThrow(TypeError);
    const wildcard = await serve({ cors: { allowHeaders: '*' } });
    expect((await probe(wildcard.url, postJson({ 'mcp-protocol-version': 'x' }))).status).toBe(400);
    await expect(probe(wildcard.url, postJson({ authorization: 'Bearer x' }))).rejects.toThrow(TypeError);
  });

  it('refuses a method the preflight does not allow', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowMethods: 'GET, POST' } });
    await expect(probe(server.url, { method: 'DELETE', headers: {} })).rejects.toThrow(TypeError);
  });

  it('shows only the safelisted and exposed response headers', async () => {
    const hidden = await serve({ cors: { ...GOOD_CORS, exposeHeaders: 'mcp-protocol-version' } });
    const init = postJson();
    const body = '{"jsonrpc":"2.0","id":1,"method":"initialize"}';
    const unexposed = await probe(hidden.url, { ...init, body });
    expect(unexposed.headers.get('content-type')).toBe('application/json');
    expect(unexposed.headers.get('mcp-session-id')).toBeNull();
    expect(unexposed.headers.get('access-control-allow-origin')).toBeNull();
    const shown = await serve({ cors: GOOD_CORS });
    expect((await probe(shown.url, { ...init, body })).headers.get('mcp-session-id')).toBe('session-1');
  });

  it('answers a no-cors request opaquely: status 0, no headers, no body, whatever the server said', async () => {
    const server = await serve({});
    const opaque = await probe(server.url, { method: 'GET', headers: {}, mode: 'no-cors' });
    expect(opaque.status).toBe(0);
    expect(opaque.type).toBe('opaque');
    expect(await opaque.text()).toBe('');
    expect(server.seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('hides why a connection failed, as a browser does', async () => {
    const failing = browserCorsProbe(ORIGIN, () =>
      Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
    );
    const error = await failing('http://127.0.0.1:1/', { method: 'GET', headers: {}, mode: 'no-cors' }).catch(
      (e: unknown) => e,
    );
    expect(error).toEqual(new TypeError('Failed to fetch'));
    expect((error as Error).cause).toBeUndefined();
  });
});
