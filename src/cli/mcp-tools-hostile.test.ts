// `npm run mcp -- tools <url>` against a hostile server: the listing limits the page's connect applies hold
// here too (the same registry), so a tool whose schema does not compile is left out with a note on stderr
// and the server's other tools are still printed.
import { afterEach, describe, expect, it } from 'vitest';
import { startHostileMcpServer, type HostileServer } from '../runtime/mcp/testing/hostile-mcp-server';
import { MCP_EXIT } from './mcp-tools-command';
import { mcpMain } from './mcp';

const started: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

describe('npm run mcp -- tools, a hostile server', () => {
  it('prints the usable tools and says on stderr which one was refused, and why', async () => {
    const server = await startHostileMcpServer({
      tools: [
        { name: 'fine', inputSchema: { type: 'object', properties: {} } },
        { name: 'broken', inputSchema: { type: 'object', properties: { a: { type: 'nonsense' } } } },
      ],
    });
    started.push(server);
    const out: string[] = [];
    const err: string[] = [];
    const code = await mcpMain(['tools', server.url], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(code).toBe(MCP_EXIT.ok);
    expect(out.map((line) => (JSON.parse(line) as { function: { name: string } }).function.name)).toEqual([
      'mcp__hostile-test-server__fine',
    ]);
    expect(err.join('\n')).toMatch(/the tool "broken" is refused: its input schema does not compile/i);
  });
});
