// The doctor against a real third-party server, @modelcontextprotocol/server-everything over Streamable HTTP
// (issue 40, item 5): its answers are the SDK's own, so the success path is checked on the wire a real
// server writes (an event stream, a session id, permissive CORS), not only on ours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { diagnoseMcpConnection } from './diagnose';
import { pageCanConnect } from './finding';
import { browserCorsProbe } from './testing/browser-cors-probe';
import { startEverythingServer, type EverythingServer } from '../testing/everything-server';

const ORIGIN = 'http://127.0.0.1:5173';
let server: EverythingServer;
beforeAll(async () => {
  server = await startEverythingServer();
}, 90_000);
afterAll(() => server.stop());

describe('server-everything', () => {
  it.each([
    ['node', fetch],
    ['page', browserCorsProbe(ORIGIN)],
  ] as const)(
    '%s: connected, naming the server, the protocol version it chose and its tools',
    async (mode, probe) => {
      const findings = await diagnoseMcpConnection({ url: server.url, origin: ORIGIN }, probe, mode, {
        timeoutMs: 30_000,
      });
      const connected = findings.find((f) => f.code === 'connected');
      expect(connected?.params).toMatchObject({
        serverName: 'mcp-servers/everything',
        serverVersion: '2.0.0',
      });
      // Both sides are the pinned SDK (1.32.x), so the server takes the version the doctor asks for.
      expect(connected?.params.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
      expect(connected?.params.toolCount).toBeGreaterThan(5);
      expect(findings.map((f) => f.code)).toEqual(mode === 'node' ? ['connected', 'cors-ok'] : ['connected']);
      expect(pageCanConnect(findings)).toBe(true);
    },
    60_000,
  );
});
