// Hostile MCP servers (issue 40, item 8) met through the real client (mcp-connection.ts, the SDK over HTTP)
// and the gates' own rules: each case ends in words under the shared limits, and the connection, the other
// tools and the listing stay usable.
import { afterEach, describe, expect, it } from 'vitest';
import { countsAsFailure } from '../../engine/executor/finish-call';
import {
  MCP_MAX_DESCRIPTION_CHARS,
  MCP_MAX_LIST_PAGES,
  MCP_MAX_TOOLS,
} from '../../tools/mcp/mcp-listing-limits';
import { mcpTools } from '../../tools/mcp/mcp-tool';
import { mcpToolOutput } from '../../tools/mcp/mcp-tool-output';
import { listMcpServer } from './list-mcp-server';
import { splitWire } from './wired-outcome';
import { McpConnection } from './mcp-connection';
import { NO_MCP_CONNECTION } from './recorded-mcp-caller';
import {
  startHostileMcpServer,
  type HostileBehaviour,
  type HostileServer,
} from './testing/hostile-mcp-server';

const started: HostileServer[] = [];
const opened: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.close()));
  await Promise.all(started.splice(0).map((server) => server.close()));
});

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  ...extra,
});

async function serve(behaviour: HostileBehaviour): Promise<HostileServer> {
  const server = await startHostileMcpServer(behaviour);
  started.push(server);
  return server;
}

async function connect(server: HostileServer): Promise<McpConnection> {
  const opening = await McpConnection.open({ url: server.url, headers: {} });
  if (!opening.ok) throw new Error(opening.reason);
  opened.push(opening.connection);
  return opening.connection;
}

describe('a hostile tools/list', () => {
  it('1,000 tools: the first 128 are kept, and the rest counted in a note', async () => {
    const tools = Array.from({ length: 1_000 }, (_, i) => tool(`tool-${i}`));
    const server = await serve({ tools });
    const listed = await listMcpServer({ url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.tools).toHaveLength(MCP_MAX_TOOLS);
    expect(listed.tools.at(-1)?.name).toBe(`tool-${MCP_MAX_TOOLS - 1}`);
    expect(listed.notes).toEqual([{ kind: 'tools-capped', listed: 1_000, examined: MCP_MAX_TOOLS }]);
  });

  it('a 10 MB description is cut in the worker, and both the note and the description say so', async () => {
    const huge = 'd'.repeat(10 * 1024 * 1024);
    const server = await serve({ tools: [tool('wordy', { description: huge }), tool('plain')] });
    const listed = await listMcpServer({ url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    const wordy = listed.tools[0]!.description!;
    expect(wordy.length).toBeLessThan(MCP_MAX_DESCRIPTION_CHARS + 200);
    expect(wordy.startsWith('d'.repeat(MCP_MAX_DESCRIPTION_CHARS))).toBe(true);
    expect(wordy).toContain(`was ${huge.length} characters; cut at ${MCP_MAX_DESCRIPTION_CHARS}`);
    expect(listed.notes).toEqual([
      { kind: 'description-cut', tool: 'wordy', chars: huge.length, kept: MCP_MAX_DESCRIPTION_CHARS },
    ]);
    expect(listed.tools.map((t) => t.name)).toEqual(['wordy', 'plain']);
  });

  it('schemas that cannot be used are refused one by one, in words, and the other tools kept', async () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i += 1) deep = { type: 'object', properties: { inner: deep } };
    const server = await serve({
      tools: [
        tool('before'),
        tool('bad-type', { inputSchema: { type: 'object', properties: { a: { type: 'nonsense' } } } }),
        tool('lookaround', {
          inputSchema: { type: 'object', properties: { a: { type: 'string', pattern: '^(?!x)' } } },
        }),
        tool('deep', { inputSchema: deep }),
        tool('n'.repeat(5_000)),
        tool('after'),
      ],
    });
    const listed = await listMcpServer({ url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.tools.map((t) => t.name)).toEqual(['before', 'after']);
    const refusals = (listed.notes ?? []).map((note) =>
      note.kind === 'tool-refused' ? [note.tool.slice(0, 10), note.refusal] : note.kind,
    );
    expect(refusals).toEqual([
      ['bad-type', 'schema-does-not-compile'],
      ['lookaround', 'schema-pattern'],
      ['deep', 'schema-too-deep'],
      ['n'.repeat(10), 'name-too-long'],
    ]);
    const compile = listed.notes!.find((note) => note.kind === 'tool-refused')!;
    expect(compile.kind === 'tool-refused' && compile.detail).toMatch(/nonsense|type/);
    // The kept tools become registry tools, so a session with this server loads and runs.
    const built = mcpTools(
      { name: 'hostile', url: server.url, trusted: false, tools: listed.tools },
      NO_MCP_CONNECTION,
    );
    expect(built.ok && built.tools.map((t) => t.name)).toEqual([
      'mcp__hostile__before',
      'mcp__hostile__after',
    ]);
  });

  it('names with HTML or bidi characters: safe function names, the original sent back whole to tools/call', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const bidi = 'report\u202Eexe.txt';
    const server = await serve({ tools: [tool(html), tool(bidi)] });
    const listed = await listMcpServer({ url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.tools.map((t) => t.name)).toEqual([html, bidi]);
    const built = mcpTools(
      { name: 'hostile', url: server.url, trusted: true, tools: listed.tools },
      NO_MCP_CONNECTION,
    );
    if (!built.ok) throw new Error(built.reason);
    for (const named of built.tools) expect(named.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const connection = await connect(server);
    expect(splitWire(await connection.call(bidi, { text: 'hi' })).outcome).toEqual({
      kind: 'answer',
      answer: { content: [{ type: 'text', text: '{"text":"hi"}' }] },
    });
  });

  it('a cursor that never ends: the listing stops after its page limit instead of asking forever', async () => {
    const server = await serve({ tools: [tool('again')], endlessCursor: true });
    const listed = await listMcpServer({ url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.tools.map((t) => t.name).slice(0, 2)).toEqual(['again-0', 'again-1']);
    expect(listed.tools).toHaveLength(MCP_MAX_LIST_PAGES);
    expect(listed.notes).toEqual([{ kind: 'listing-stopped', listed: MCP_MAX_LIST_PAGES }]);
  });
});

describe('a hostile tools/call', () => {
  it('never answers: a timeout, which the breaker counts as the tool’s fault', async () => {
    const server = await serve({ tools: [tool('silent')], calls: { silent: { kind: 'never' } } });
    const connection = await connect(server);
    const outcome = await connection.call('silent', {}, { timeoutMs: 300 });
    expect(outcome).toMatchObject({ kind: 'failure', failure: 'timeout' });
    const output = mcpToolOutput(outcome);
    expect(output).toMatchObject({ status: 'error', errorCode: 'TIMEOUT' });
    expect(countsAsFailure(output, 'tool-faults')).toBe(true);
  });

  it.each(['a stop', 'a timeout'] as const)(
    'answers after %s: the late answer is ignored, said, and the next call gets its own answer',
    async (how) => {
      const server = await serve({ tools: [tool('late')], calls: { late: { kind: 'after-cancel' } } });
      const connection = await connect(server);
      const stop = new AbortController();
      const calling = connection.call(
        'late',
        {},
        how === 'a stop' ? { signal: stop.signal } : { timeoutMs: 300 },
      );
      if (how === 'a stop') setTimeout(() => stop.abort(), 200);
      const outcome = await calling;
      expect(outcome).toMatchObject({ kind: 'failure', failure: how === 'a stop' ? 'aborted' : 'timeout' });
      expect(outcome.kind === 'failure' && outcome.message).toContain('an answer sent after that is ignored');
      await expect.poll(() => server.answeredAfterCancel.length, { timeout: 5_000 }).toBe(1);
      expect(splitWire(await connection.call('echo', { text: 'next' })).outcome).toEqual({
        kind: 'answer',
        answer: { content: [{ type: 'text', text: '{"text":"next"}' }] },
      });
    },
  );

  it('60 MB: cut at the response limit before it is all read, said, and the connection still answers', async () => {
    const bytes = 60 * 1024 * 1024;
    const server = await serve({ tools: [tool('flood')], calls: { flood: { kind: 'huge', bytes } } });
    const connection = await connect(server);
    // The lane's messages ride beside the outcome (wired-outcome.ts): the outcome itself is what is compared.
    const { outcome } = splitWire(await connection.call('flood', {}));
    expect(outcome).toEqual({
      kind: 'failure',
      failure: 'protocol',
      message:
        "The MCP server's answer passed 32,000,000 bytes (the limit responseLimits.maxResponseBytes is 32,000,000), so the client stopped reading it; nothing of it was kept.",
    });
    expect(countsAsFailure(mcpToolOutput(outcome), 'tool-faults')).toBe(true);
    expect(server.hugeBytesWritten()).toBeLessThan(bytes);
    expect(await connection.call('echo', { text: 'after' })).toMatchObject({ kind: 'answer' });
  }, 30_000);
});
