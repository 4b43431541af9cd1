// Tools of a real third-party MCP server (the MCP project's server-everything, on loopback) in a run: listed
// into the session, called through plan → batches → permission → breaker → tools/call → result → budget →
// history like a built-in, refused by a deny rule, cut by a timeout the breaker counts, and replayed from the
// session's record with the server gone, to the same trace hash. Nothing here asserts a duration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { traceHash } from '../trace-hash';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { AskPolicy } from '../../runtime/permissions/permission-desk';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { PartialRunSettings } from '../../runtime/spec/run-settings';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';

type ScriptedTurn = Parameters<typeof scriptedSpec>[0][number];
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';

/** Never listed into a session: its answer would hold this machine's environment. */
const NEVER_LISTED = 'get-env';
const USED = ['echo', 'get-sum', 'trigger-long-running-operation'];

let server: EverythingServer;
let listed: McpServerSpec['tools'];
const live: LiveMcpCaller[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
  const opened = await McpConnection.open({ url: server.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  listed = (await opened.connection.listTools()).filter((tool) => USED.includes(tool.name));
  await opened.connection.close();
}, 90_000);

afterAll(async () => {
  for (const caller of live) await caller.close();
  await server?.stop();
});

function mcpSpec(
  script: ScriptedTurn[],
  server_: Partial<McpServerSpec>,
  settings: PartialRunSettings = {},
): RunSpec {
  const base = scriptedSpec(script, { tools: ['Read'], settings });
  return {
    ...base,
    tools: {
      ...base.tools,
      mcp: [{ name: 'everything', url: server.url, trusted: true, tools: listed, ...server_ }],
    },
  };
}

async function run(spec: RunSpec, options: { live: boolean; askPolicy?: AskPolicy }) {
  const created = await createInProcessRuntime(spec, {
    mode: 'replay',
    askPolicy: options.askPolicy ?? { kind: 'fail' },
    ...(options.live ? { mcpLive: liveCallerKept(live) } : {}),
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return { events: created.runtime.log.events, spec: created.runtime.exportSpec() };
}

const ends = (events: readonly TraceEvent[]) => eventsOf(events, 'tool-end');

describe('MCP tools in a run, against server-everything', () => {
  it('never lists get-env into a session', () => {
    expect(listed.map((tool) => tool.name)).not.toContain(NEVER_LISTED);
    expect(listed).toHaveLength(USED.length);
  });

  it('calls a trusted server read-only tools through every gate, in one batch, and replays without it', async () => {
    const spec = mcpSpec(
      [
        {
          toolCalls: [
            { name: 'mcp__everything__echo', arguments: { message: 'through the gates' } },
            { name: 'mcp__everything__get-sum', arguments: { a: 2, b: 3 } },
          ],
        },
        { content: 'Done.' },
      ],
      {},
    );
    const first = await run(spec, { live: true });
    const schema = eventsOf(first.events, 'schema-build')[0]!;
    expect(schema.included.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Read', 'mcp__everything__echo', 'mcp__everything__get-sum']),
    );
    const plan = eventsOf(first.events, 'plan-build')[0]!;
    expect(plan.batches).toEqual([expect.objectContaining({ concurrent: true, callIndexes: [0, 1] })]);
    const permissions = eventsOf(first.events, 'gate-check').filter((check) => check.gate === 'permission');
    expect(permissions.map((check) => [check.verdict, check.rule])).toEqual([
      ['ALLOW', 'mcp.read-only'],
      ['ALLOW', 'mcp.read-only'],
    ]);
    expect(eventsOf(first.events, 'gate-check').some((check) => check.gate === 'breaker')).toBe(true);
    expect(ends(first.events).map((end) => end.status)).toEqual(['success', 'success']);
    const history = eventsOf(first.events, 'history-append').flatMap((append) => append.messages);
    const toolTexts = history
      .filter((message) => message.role === 'tool')
      .map((message) => String(message.content));
    expect(toolTexts.join('\n')).toContain('Echo: through the gates');
    expect(toolTexts.join('\n')).toContain('5');
    expect(first.spec.inputs.filter((input) => input.type === 'mcp-call')).toHaveLength(2);

    await server.stop();
    try {
      const replayed = await run(first.spec, { live: false });
      expect(traceHash(replayed.events)).toBe(traceHash(first.events));
    } finally {
      server = await startEverythingServer();
    }
  }, 120_000);

  it('asks for an untrusted server tool, and a deny rule blocks one before it is sent', async () => {
    const spec = mcpSpec(
      [
        {
          toolCalls: [
            { name: 'mcp__everything__echo', arguments: { message: 'asked' } },
            { name: 'mcp__everything__get-sum', arguments: { a: 1, b: 1 } },
          ],
        },
        { content: 'Done.' },
      ],
      { trusted: false },
      { engine: { permissions: { mode: 'ask', rules: { deny: ['mcp__everything__get-sum'] } } } },
    );
    const { events, spec: after } = await run(spec, {
      live: true,
      askPolicy: { kind: 'fixed', answer: 'approve-once' },
    });
    const permissions = eventsOf(events, 'gate-check').filter((check) => check.gate === 'permission');
    expect(permissions.map((check) => [check.toolName, check.verdict])).toEqual([
      ['mcp__everything__echo', 'ALLOW'],
      ['mcp__everything__get-sum', 'DENY'],
    ]);
    expect(eventsOf(events, 'permission-ask').map((ask) => ask.request.rule)).toEqual([
      'mcp.untrusted-server',
    ]);
    expect(ends(events).map((end) => [end.toolName, end.status, end.errorCode])).toEqual([
      ['mcp__everything__echo', 'success', null],
      ['mcp__everything__get-sum', 'error', 'PERMISSION_DENIED'],
    ]);
    // Only the call that passed the gates reached the server.
    expect(after.inputs.filter((input) => input.type === 'mcp-call')).toHaveLength(1);
  }, 120_000);

  it('cuts the long-running tool at its timeout, a fault that opens the breaker', async () => {
    const spec = mcpSpec(
      [
        {
          toolCalls: [
            {
              name: 'mcp__everything__trigger-long-running-operation',
              arguments: { duration: 30, steps: 3 },
            },
          ],
        },
        { content: 'It timed out.' },
      ],
      { timeoutMs: 400 },
      { engine: { breaker: { failureThreshold: 1 } } },
    );
    const { events } = await run(spec, { live: true });
    expect(ends(events).map((end) => [end.status, end.errorCode])).toEqual([['error', 'TIMEOUT']]);
    const opened = eventsOf(events, 'breaker-transition').map((transition) => [
      transition.toolName,
      transition.to,
    ]);
    expect(opened).toEqual([['mcp__everything__trigger-long-running-operation', 'OPEN']]);
  }, 120_000);
});
