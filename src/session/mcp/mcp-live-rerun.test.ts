// A recorded session re-run with server-everything live: the same server answers the same, and a record the
// server no longer matches (its listing, or one call's answer, edited here as a changed server would answer)
// is found at its first difference and said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { rerunWithLiveMcpServers } from './mcp-live-rerun';

const USED = ['echo', 'get-sum'];
let server: EverythingServer;
let recorded: RunSpec;

beforeAll(async () => {
  server = await startEverythingServer();
  const opened = await McpConnection.open({ url: server.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  const listed = (await opened.connection.listTools()).filter((tool) => USED.includes(tool.name));
  await opened.connection.close();
  const base = scriptedSpec(
    [
      {
        toolCalls: [
          { name: 'mcp__everything__echo', arguments: { message: 'same as ever' } },
          { name: 'mcp__everything__get-sum', arguments: { a: 2, b: 3 } },
        ],
      },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  const spec: RunSpec = {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'everything', url: server.url, trusted: true, tools: listed }] },
  };
  const live: LiveMcpCaller[] = [];
  const created = await createInProcessRuntime(spec, {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
    mcpLive: liveCallerKept(live),
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  for (const caller of live) await caller.close();
  recorded = created.runtime.exportSpec();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('a live re-run of a session with MCP tools', () => {
  it('finds no difference when the server answers as recorded', async () => {
    expect(recorded.inputs.filter((input) => input.type === 'mcp-call')).toHaveLength(2);
    const rerun = await rerunWithLiveMcpServers(recorded);
    expect(rerun.difference).toBeNull();
    expect(rerun.events.some((event) => event.type === 'tool-end')).toBe(true);
  }, 60_000);

  it('says where a call is now answered otherwise', async () => {
    const edited: RunSpec = {
      ...recorded,
      inputs: recorded.inputs.map((input) =>
        input.type === 'mcp-call' && input.outcome.kind === 'answer' && input.callId.endsWith('_2')
          ? {
              ...input,
              outcome: {
                kind: 'answer',
                answer: { content: [{ type: 'text', text: 'The sum of 2 and 3 is 6.' }] },
              },
            }
          : input,
      ),
    };
    const { difference } = await rerunWithLiveMcpServers(edited);
    expect(difference).toMatchObject({
      exchange: 'tools/call',
      server: 'everything',
      callId: expect.stringMatching(/_2$/),
      field: 'answer/content/0/text',
    });
    expect(difference!.words).toContain('now answers the call');
    expect(difference!.words).toContain('"The sum of 2 and 3 is 6."');
  }, 60_000);

  it('says where the server now lists its tools otherwise, before any call', async () => {
    const mcp = recorded.tools.mcp!;
    const edited: RunSpec = {
      ...recorded,
      tools: {
        ...recorded.tools,
        mcp: [
          {
            ...mcp[0]!,
            tools: mcp[0]!.tools.map((tool) => ({ ...tool, description: 'An older description.' })),
          },
        ],
      },
    };
    const { difference } = await rerunWithLiveMcpServers(edited);
    expect(difference).toMatchObject({
      exchange: 'tools/list',
      server: 'everything',
      field: '0/description',
    });
    expect(difference!.words).toMatch(
      /now lists its tool echo otherwise, at description: recorded "An older description\."/,
    );
  }, 60_000);
});
