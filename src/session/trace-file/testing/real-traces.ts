// Real traces to make hostile ones from: lessons whose runs hold every event type between them (asks and
// answers, faults and breakers, clock advances, spills, settings changes), a short run past the
// calls-per-turn cap for `call-rejected`, a call that failed with a 429 and was retried (`model-error`), and
// an MCP call with its lane (`mcp-exchange`). Run in Node by the same in-process runtime the CLI uses.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { lessonById } from '../../lessons/lesson-catalog';
import { runDocumentInProcess } from '../../lessons/run-lesson-in-process';
import { withWire } from '../../../runtime/mcp/wired-outcome';

const LESSONS = ['permissions', 'circuit-breaker', 'budgets', 'optimistic-lock'] as const;

async function overTheCap(): Promise<readonly TraceEvent[]> {
  const spec = scriptedSpec(
    [
      {
        toolCalls: [
          { name: 'Read', arguments: { path: 'a.txt' } },
          { name: 'Read', arguments: { path: 'a.txt' } },
        ],
      },
      { content: 'Done.' },
    ],
    { files: { 'a.txt': 'a\n' }, tools: ['Read'], settings: { engine: { maxCallsPerTurn: 1 } } },
  );
  const created = await createInProcessRuntime(spec, { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}

/** A recorded 429 with its wire, retried by the person (decision 0735), then the recorded answer. */
async function retriedAfterA429(): Promise<readonly TraceEvent[]> {
  const answered = scriptedSpec([{ content: 'Hi.' }], { tools: ['Read'] });
  const first = await createInProcessRuntime(answered, { mode: 'replay' });
  if (!first.ok) throw new Error(first.reason);
  await first.runtime.runAll();
  const [entry] = first.runtime.exportSpec().cassette!.entries;
  const failed = {
    request: entry!.request,
    outcome: {
      ok: false as const,
      error: { kind: 'rate-limited' as const, message: 'Rate limited (429).', hints: [], status: 429 },
    },
    wire: {
      api: 'chat-completions' as const,
      request: { method: 'POST', url: 'http://127.0.0.1/v1/chat/completions', headers: {}, body: {} },
      response: { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Slow down.' } } },
    },
  };
  const spec = {
    ...answered,
    cassette: { recordedWith: { kind: 'endpoint' as const, model: 'm' }, entries: [failed, entry!] },
    inputs: [{ type: 'call-retry' as const, failure: 1, answer: 'retry' as const }],
  };
  const created = await createInProcessRuntime(spec, { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}

/**
 * An MCP call answered with its wire and a progress notification, by a stand-in for the live client (no
 * network); then a changed tool
 * list that lists a name twice, which the registry refuses (`mcp-tools-refused`).
 */
async function mcpCallWithItsLane(): Promise<readonly TraceEvent[]> {
  const getSum = {
    name: 'get-sum',
    inputSchema: {
      type: 'object' as const,
      properties: { a: { type: 'number' as const }, b: { type: 'number' as const } },
    },
    annotations: { readOnlyHint: true },
  };
  const base = scriptedSpec(
    [{ toolCalls: [{ name: 'mcp__everything__get-sum', arguments: { a: 1, b: 2 } }] }, { content: 'Done.' }],
    {
      tools: ['Read'],
      inputs: [
        {
          type: 'mcp-tools-changed',
          at: { step: 2, phase: 'before-step' },
          server: 'everything',
          tools: [getSum, getSum],
        },
      ],
    },
  );
  const spec = {
    ...base,
    tools: {
      ...base.tools,
      mcp: [
        {
          name: 'everything',
          url: 'http://127.0.0.1:9/mcp',
          trusted: true,
          tools: [getSum],
        },
      ],
    },
  };
  const sent = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'get-sum', arguments: { a: 1, b: 2 } },
  };
  const answer = { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: '3' }] } };
  const created = await createInProcessRuntime(spec, {
    mode: 'replay',
    mcpLive: () => ({
      call: (_request, _context, listeners) => {
        // The server's one progress notification, heard while the call runs (`mcp-progress`).
        listeners?.onProgress?.({ progress: 1, total: 1 });
        return Promise.resolve(
          withWire({ kind: 'answer', answer: { content: [{ type: 'text', text: '3' }] } }, [
            {
              method: 'POST',
              url: 'http://127.0.0.1:9/mcp',
              headers: { 'content-type': 'application/json' },
              sent: [{ kind: 'json', json: sent }],
              status: 200,
              responseHeaders: { 'content-type': 'application/json' },
              received: [{ kind: 'json', json: answer }],
            },
          ]),
        );
      },
    }),
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}

export async function realTraces(): Promise<(readonly TraceEvent[])[]> {
  const traces: (readonly TraceEvent[])[] = [];
  for (const id of LESSONS) {
    const run = await runDocumentInProcess(lessonById(id)!.document);
    if (!run.ok) throw new Error(`${id}: ${run.reason}`);
    traces.push(run.events);
  }
  traces.push(await overTheCap());
  traces.push(await retriedAfterA429());
  traces.push(await mcpCallWithItsLane());
  return traces;
}
