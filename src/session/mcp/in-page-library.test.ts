// The in-page MCP server (`inpage:library`, issue 40 item 9) met by the same client code as an HTTP server:
// listed with its claims, and its tools called in a run through every gate (a read, a write, a refusal the
// server answers, an untrusted ask, a failing tool opening the breaker), then replayed from the record with no
// server at all. Node has no Worker, so the server answers in this thread over a real MessageChannel.
import { afterAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { traceHash } from '../trace-hash';
import { lessonById } from '../lessons/lesson-catalog';
import { LESSON_PINS } from '../lessons/lesson-pins';
import { runSpecOf } from '../session-document';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { AskPolicy } from '../../runtime/permissions/permission-desk';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { PartialRunSettings } from '../../runtime/spec/run-settings';
import type { RunSpec } from '../../runtime/spec/run-spec';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { listMcpServer } from '../../runtime/mcp/list-mcp-server';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';

type ScriptedTurn = Parameters<typeof scriptedSpec>[0][number];
const LIBRARY = 'inpage:library';
const live: LiveMcpCaller[] = [];

afterAll(async () => {
  for (const caller of live) await caller.close();
});

async function listed(): Promise<McpServerSpec['tools']> {
  const listing = await listMcpServer({ url: LIBRARY, headers: {} });
  if (!listing.ok) throw new Error(listing.reason);
  return listing.tools;
}

async function librarySpec(
  script: ScriptedTurn[],
  server: Partial<McpServerSpec> = {},
  settings: PartialRunSettings = {},
): Promise<RunSpec> {
  const base = scriptedSpec(script, { tools: ['Read', 'Bash'], settings });
  const tools = await listed();
  return {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'library', url: LIBRARY, trusted: true, tools, ...server }] },
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

const ends = (events: readonly TraceEvent[]) =>
  eventsOf(events, 'tool-end').map((end) => [end.toolName, end.status, end.errorCode]);
const permissions = (events: readonly TraceEvent[]) =>
  eventsOf(events, 'gate-check')
    .filter((check) => check.gate === 'permission')
    .map((check) => [check.toolName, check.verdict, check.rule]);

describe('the in-page library server, through the same client as an HTTP server', () => {
  it('lists its three tools with what it says of them, and names itself', async () => {
    const listing = await listMcpServer({ url: LIBRARY, headers: {} });
    expect(listing.ok && listing.serverName).toBe('library');
    expect(listing.ok && listing.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tools = await listed();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ['find_books', true],
      ['borrow_book', false],
      ['ask_partner_library', true],
    ]);
    expect(tools[1]!.inputSchema).toMatchObject({ required: ['bookId', 'borrower'] });
  });

  it('says in words that an in-page server it does not ship cannot start', async () => {
    const listing = await listMcpServer({ url: 'inpage:weather', headers: {} });
    expect(listing).toEqual({
      ok: false,
      reason: expect.stringMatching(/in-page MCP server inpage:weather did not start: .*library/),
    });
  });

  it('calls a read and a write through every gate, the second loan refused by the server, and replays without it', async () => {
    const spec = await librarySpec([
      { toolCalls: [{ name: 'mcp__library__find_books', arguments: { query: 'brooks' } }] },
      {
        toolCalls: [
          { name: 'mcp__library__borrow_book', arguments: { bookId: 'b3', borrower: 'Ada' } },
          { name: 'mcp__library__borrow_book', arguments: { bookId: 'b3', borrower: 'Grace' } },
        ],
      },
      { content: 'Ada has it.' },
    ]);
    const first = await run(spec, { live: true });
    const schema = eventsOf(first.events, 'schema-build')[0]!;
    expect(schema.included.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Read', 'Bash', 'mcp__library__find_books', 'mcp__library__borrow_book']),
    );
    expect(permissions(first.events)).toEqual([
      ['mcp__library__find_books', 'ALLOW', 'mcp.read-only'],
      ['mcp__library__borrow_book', 'ALLOW', 'mcp.trusted-server'],
      ['mcp__library__borrow_book', 'ALLOW', 'mcp.trusted-server'],
    ]);
    expect(eventsOf(first.events, 'gate-check').some((check) => check.gate === 'breaker')).toBe(true);
    expect(ends(first.events)).toEqual([
      ['mcp__library__find_books', 'success', null],
      ['mcp__library__borrow_book', 'success', null],
      ['mcp__library__borrow_book', 'error', 'EXECUTION_ERROR'],
    ]);
    const toolTexts = eventsOf(first.events, 'history-append')
      .flatMap((append) => append.messages)
      .filter((message) => message.role === 'tool')
      .map((message) => String(message.content))
      .join('\n');
    expect(toolTexts).toContain('b3: The Mythical Man-Month (Brooks, 1975)');
    expect(toolTexts).toContain('already on loan to Ada');
    expect(first.spec.inputs.filter((input) => input.type === 'mcp-call')).toHaveLength(3);

    const replayed = await run(first.spec, { live: false });
    expect(traceHash(replayed.events)).toBe(traceHash(first.events));
  });

  it('asks before an untrusted server tool runs, whatever the server says of it', async () => {
    const spec = await librarySpec(
      [
        { toolCalls: [{ name: 'mcp__library__find_books', arguments: { query: '' } }] },
        { content: 'Listed.' },
      ],
      { trusted: false },
    );
    const { events } = await run(spec, { live: true, askPolicy: { kind: 'fixed', answer: 'approve-once' } });
    expect(eventsOf(events, 'permission-ask').map((ask) => ask.request.rule)).toEqual([
      'mcp.untrusted-server',
    ]);
    expect(ends(events)).toEqual([['mcp__library__find_books', 'success', null]]);
  });

  it('opens the breaker on the tool whose server side fails, and the next call is not sent', async () => {
    const ask = { name: 'mcp__library__ask_partner_library', arguments: { title: 'Refactoring' } };
    const spec = await librarySpec(
      [
        { toolCalls: [ask] },
        { toolCalls: [ask] },
        { toolCalls: [ask] },
        { content: 'The partner is offline.' },
      ],
      {},
      { engine: { breaker: { failureThreshold: 2 } } },
    );
    const { events, spec: after } = await run(spec, { live: true });
    expect(ends(events)).toEqual([
      ['mcp__library__ask_partner_library', 'error', 'EXECUTION_ERROR'],
      ['mcp__library__ask_partner_library', 'error', 'EXECUTION_ERROR'],
      ['mcp__library__ask_partner_library', 'error', 'CIRCUIT_OPEN'],
    ]);
    expect(eventsOf(events, 'breaker-transition').map((transition) => transition.to)).toEqual(['OPEN']);
    const failures = after.inputs.flatMap((input) =>
      input.type === 'mcp-call' && input.outcome.kind === 'failure' ? [input.outcome.message] : [],
    );
    expect(failures).toEqual([
      'The MCP call failed: MCP error -32603: The partner library did not answer (it is offline).',
      'The MCP call failed: MCP error -32603: The partner library did not answer (it is offline).',
    ]);
  });

  it("is what lesson 14 recorded: its run against the live server, with no recorded call, keeps the lesson's pin", async () => {
    const lesson = lessonById('mcp-tools')!;
    const spec = runSpecOf(lesson.document);
    const unrecorded = { ...spec, inputs: spec.inputs.filter((input) => input.type !== 'mcp-call') };
    expect(unrecorded.inputs.length).toBeLessThan(spec.inputs.length);
    const { events } = await run(unrecorded, { live: true });
    const pin = LESSON_PINS['mcp-tools'];
    expect(pin && 'traceHash' in pin ? pin.traceHash : null).toBe(traceHash(events));
  });
});
