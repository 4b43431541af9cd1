// `tools/list_changed` changes the schema at the next step (issue 40, item 2): a server that adds a tool when
// one is called says so; the runtime lists it again before the next model request, the new tool is in that
// step's schema and can be called, the new list is recorded as an input, and a replay without the server
// makes the same change at the same step, to the same trace hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import {
  startChangingToolsServer,
  type ChangingToolsServer,
} from '../../runtime/mcp/testing/changing-tools-server';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { traceHash } from '../trace-hash';

let server: ChangingToolsServer;
let spec: RunSpec;
const callers: LiveMcpCaller[] = [];

beforeAll(async () => {
  server = await startChangingToolsServer();
  const opened = await McpConnection.open({ url: server.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  const listed = await opened.connection.listTools();
  await opened.connection.close();
  const base = scriptedSpec(
    [
      { toolCalls: [{ name: 'mcp__shop__open-shop', arguments: {} }] },
      { toolCalls: [{ name: 'mcp__shop__buy', arguments: { item: 'tea' } }] },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  spec = {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'shop', url: server.url, trusted: true, tools: listed }] },
  };
}, 60_000);

afterAll(async () => {
  for (const caller of callers) await caller.close();
  await server?.stop();
});

async function run(runSpec: RunSpec, live: boolean) {
  const created = await createInProcessRuntime(runSpec, {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
    ...(live ? { mcpLive: liveCallerKept(callers) } : {}),
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return { events: created.runtime.log.events, spec: created.runtime.exportSpec() };
}

const mcpToolsOfEachStep = (events: Parameters<typeof eventsOf>[0]) =>
  eventsOf(events, 'schema-build').map((build) =>
    build.included
      .map((entry) => entry.name)
      .filter((name) => name.startsWith('mcp__'))
      .sort(),
  );

describe('a server whose tools changed', () => {
  it('is listed again before the next step, its new tool offered and called, and replayed without it', async () => {
    const first = await run(spec, true);
    expect(mcpToolsOfEachStep(first.events)).toEqual([
      ['mcp__shop__open-shop'],
      ['mcp__shop__buy', 'mcp__shop__open-shop'],
      ['mcp__shop__buy', 'mcp__shop__open-shop'],
    ]);
    const ends = eventsOf(first.events, 'tool-end');
    expect(ends.map((end) => [end.toolName, end.status])).toEqual([
      ['mcp__shop__open-shop', 'success'],
      ['mcp__shop__buy', 'success'],
    ]);
    expect(ends[1]!.result.text).toBe('Bought tea.');
    const changes = first.spec.inputs.filter((input) => input.type === 'mcp-tools-changed');
    expect(changes).toEqual([
      {
        type: 'mcp-tools-changed',
        at: { step: 2, phase: 'before-step' },
        server: 'shop',
        tools: [expect.objectContaining({ name: 'open-shop' }), expect.objectContaining({ name: 'buy' })],
      },
    ]);

    await server.stop();
    const replayed = await run(first.spec, false);
    expect(mcpToolsOfEachStep(replayed.events)).toEqual(mcpToolsOfEachStep(first.events));
    expect(traceHash(replayed.events)).toBe(traceHash(first.events));
  }, 120_000);
});
