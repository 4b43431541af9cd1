// Issue 40, item 7: the cases the page's doctor must tell apart, beyond diagnose.test.ts's one-wrong-thing
// servers: a CORS refusal no single header explains, the CLI named after every CORS refusal the page meets,
// authorization refused in Node as in the page, a tools/list that fails after a good initialize, and an
// https address for a server that speaks plain HTTP.
import { describe, expect, it } from 'vitest';
import { pageCanConnect, type Finding } from './finding';
import { DOCTOR_TEST_ORIGIN as ORIGIN, doctorHarness } from './testing/doctor-harness';
import { GOOD_CORS, type ServerBehaviour } from './testing/doctor-servers';

const { serve, diagnose } = doctorHarness();

const codes = (findings: readonly Finding[]) => findings.map((f) => f.code);

describe('CORS refusals the page cannot pin on one header', () => {
  it('initialize answered without CORS headers while pings have them: the page says CORS and names the CLI; Node names the origin', async () => {
    const server = await serve({ cors: GOOD_CORS, initializeWithoutCors: true });
    expect(codes(await diagnose('page', { url: server.url }))).toEqual([
      'cors-refused',
      'cli-doctor-knows-more',
    ]);
    const node = await diagnose('node', { url: server.url });
    expect(node[0]).toEqual({
      code: 'cors-origin-not-allowed',
      severity: 'error',
      params: { origin: ORIGIN },
    });
    expect(pageCanConnect(node)).toBe(false);
  });

  it('after a header is named in the page, the CLI is named too', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowHeaders: 'content-type, mcp-session-id' } });
    expect(codes(await diagnose('page', { url: server.url }))).toEqual([
      'cors-header-not-allowed',
      'cli-doctor-knows-more',
    ]);
  });
});

describe('authorization', () => {
  const refusing: ServerBehaviour = {
    cors: GOOD_CORS,
    fixed: { status: 401, headers: { 'content-type': 'application/json' }, body: '{}' },
  };

  it.each(['node', 'page'] as const)(
    '%s: a 401 without WWW-Authenticate asks for credentials when none were given, and says they were refused when some were',
    async (mode) => {
      const server = await serve(refusing);
      expect(codes(await diagnose(mode, { url: server.url }))).toEqual(['auth-required']);
      const withToken = await diagnose(mode, { url: server.url, headers: { Authorization: 'Bearer wrong' } });
      expect(withToken[0]).toEqual({ code: 'auth-refused', severity: 'error', params: {} });
    },
  );
});

describe('after a good initialize', () => {
  it.each(['node', 'page'] as const)(
    '%s: a tools/list that fails is a warning with its status; the page can still connect',
    async (mode) => {
      const server = await serve({ cors: GOOD_CORS, toolsListStatus: 500 });
      const findings = await diagnose(mode, { url: server.url });
      expect(findings).toContainEqual({
        code: 'tools-list-failed',
        severity: 'warning',
        params: { status: 500 },
      });
      expect(findings.find((f) => f.code === 'connected')?.params).toMatchObject({ toolCount: 0 });
      expect(pageCanConnect(findings)).toBe(true);
    },
  );
});

describe('the address', () => {
  it('https for a server that speaks plain HTTP is a TLS failure in Node', async () => {
    const server = await serve({ cors: GOOD_CORS });
    const findings = await diagnose('node', { url: server.url.replace('http:', 'https:') });
    expect(codes(findings)).toEqual(['unreachable-tls']);
  });
});
