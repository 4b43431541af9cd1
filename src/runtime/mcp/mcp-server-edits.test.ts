// The Tools tab's edits of a session's MCP servers, and the records it shows for their tools.
import { describe, expect, it } from 'vitest';
import { recordedServer } from '../../tools/mcp/testing/mcp-fixtures';
import { withMcpServer, withMcpTrust, withoutMcpServer } from './mcp-server-edits';
import { mcpToolRecords } from './mcp-tool-records';

const everything = recordedServer();

describe('editing the MCP servers of a session', () => {
  it('adds a server untrusted as listed, after the ones there', () => {
    const other = recordedServer({ name: 'other', url: 'http://127.0.0.1:10/mcp' });
    const edit = withMcpServer([other], everything);
    expect(edit).toEqual({ ok: true, servers: [other, everything] });
  });

  it('replaces a server connected again at the same address, keeping whether it was trusted', () => {
    const trusted = { ...everything, trusted: true };
    const relisted = recordedServer({ tools: everything.tools.slice(0, 1) });
    const edit = withMcpServer([trusted], relisted);
    expect(edit).toEqual({ ok: true, servers: [{ ...relisted, trusted: true }] });
  });

  it('refuses a second server whose tools would share the first one’s names, naming both', () => {
    const clash = recordedServer({ name: 'every thing', url: 'http://127.0.0.1:11/mcp' });
    const sameName = recordedServer({ name: 'every_thing', url: 'http://127.0.0.1:12/mcp' });
    const edit = withMcpServer([clash], sameName);
    expect(edit.ok).toBe(false);
    if (!edit.ok) expect(edit.reason).toContain('"every thing" and "every_thing"');
  });

  it('refuses an empty name and a server whose tools cannot be told apart', () => {
    expect(withMcpServer([], recordedServer({ name: ' ' })).ok).toBe(false);
    const twice = recordedServer({ tools: [everything.tools[0]!, everything.tools[0]!] });
    const edit = withMcpServer([], twice);
    expect(edit.ok).toBe(false);
    if (!edit.ok) expect(edit.reason).toContain('twice');
  });

  it('trusts, distrusts and removes a server by name, and says when there is none', () => {
    const trusted = withMcpTrust([everything], 'everything', true);
    expect(trusted).toEqual({ ok: true, servers: [{ ...everything, trusted: true }] });
    if (!trusted.ok) return;
    expect(withMcpTrust(trusted.servers, 'everything', false)).toEqual({ ok: true, servers: [everything] });
    expect(withoutMcpServer(trusted.servers, 'everything')).toEqual({ ok: true, servers: [] });
    expect(withMcpTrust([everything], 'nobody', true).ok).toBe(false);
    expect(withoutMcpServer([everything], 'nobody').ok).toBe(false);
  });
});

describe('the Tools tab’s record of an MCP tool', () => {
  it('shows the offered name, the server’s own, and its claims with the spec’s defaults', () => {
    const records = mcpToolRecords(
      recordedServer({
        tools: [
          ...everything.tools,
          {
            name: 'a tool?',
            inputSchema: { type: 'object', properties: {} },
            annotations: { destructiveHint: false },
          },
        ],
      }),
    );
    expect(records.map((record) => [record.functionName, record.originalName])).toEqual([
      ['mcp__everything__echo', 'echo'],
      ['mcp__everything__get-sum', 'get-sum'],
      [expect.stringMatching(/^mcp__everything__a_tool__[0-9a-f]{6}$/), 'a tool?'],
    ]);
    // No annotations: the spec's defaults (may change, destructive, open world), and said to be defaults.
    expect(records[0]).toMatchObject({
      serverSays: ['mayChange', 'destructive', 'openWorld'],
      annotated: false,
      description: 'Echoes back the input string',
    });
    expect(records[1]).toMatchObject({ serverSays: ['readOnly', 'openWorld'], annotated: true });
    expect(records[2]).toMatchObject({ serverSays: ['mayChange', 'openWorld'], description: '' });
  });
});
