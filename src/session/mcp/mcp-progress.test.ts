// Progress notifications of a real server's call (server-everything's trigger-long-running-operation sends
// one per step when the call carries a progress token): kept with the answer as the server sent them, in the
// tool-end's result where the call's card reads them, recorded, and replayed with the server gone to the
// same trace hash. No duration is asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { traceHash } from '../trace-hash';

const LONG = 'trigger-long-running-operation';
let server: EverythingServer;
let spec: RunSpec;
const callers: LiveMcpCaller[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
  const opened = await McpConnection.open({ url: server.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  const listed = (await opened.connection.listTools()).filter((tool) => tool.name === LONG);
  await opened.connection.close();
  const base = scriptedSpec(
    [
      { toolCalls: [{ name: `mcp__everything__${LONG}`, arguments: { duration: 0.3, steps: 3 } }] },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  spec = {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'everything', url: server.url, trusted: true, tools: listed }] },
  };
}, 90_000);

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

describe('progress of an MCP call', () => {
  it('is kept with the answer as the server sent it, recorded, and replayed without the server', async () => {
    const first = await run(spec, true);
    const end = eventsOf(first.events, 'tool-end')[0]!;
    expect(end.status).toBe('success');
    const steps = [1, 2, 3].map((progress) => ({ progress, total: 3 }));
    expect(end.result.data['progress']).toEqual(steps);
    const recorded = first.spec.inputs.find((input) => input.type === 'mcp-call');
    expect(recorded).toMatchObject({ outcome: { kind: 'answer', answer: { progress: steps } } });

    // Live, each notification is in the trace as it comes, while the call runs: before its tool-end.
    const live = eventsOf(first.events, 'mcp-progress');
    expect(
      live.map(({ callId, server: name, progress, total }) => ({ callId, name, progress, total })),
    ).toEqual(steps.map((step) => ({ callId: end.callId, name: 'everything', ...step })));
    expect(live.every((event) => event.seq < end.seq)).toBe(true);

    await server.stop();
    try {
      const replayed = await run(first.spec, false);
      expect(eventsOf(replayed.events, 'tool-end')[0]!.result.data['progress']).toEqual(steps);
      // A replay says the same figures from the record; the hash leaves them out, wherever they fell.
      expect(eventsOf(replayed.events, 'mcp-progress').map((event) => event.progress)).toEqual([1, 2, 3]);
      expect(traceHash(replayed.events)).toBe(traceHash(first.events));
    } finally {
      server = await startEverythingServer();
    }
  }, 120_000);
});
