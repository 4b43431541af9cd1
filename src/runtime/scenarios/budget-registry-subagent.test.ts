// The seed's budget (step 6), its two registration styles (step 1), and the Task and TodoWrite tools.
import { describe, expect, it } from 'vitest';
import { scriptedSpec } from '../testing/spec-builders';
import { eventsOf, runScenario, traceLines } from './scenario-kit';

describe('seed step 6: budget truncation', () => {
  it('never cuts a Read page: under a small per-result budget Read sizes its pages to fit', async () => {
    const big = Array.from({ length: 400 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const run = await runScenario(
      scriptedSpec(
        [{ toolCalls: [{ name: 'Read', arguments: { path: 'big.txt' } }] }, { content: 'Paged.' }],
        {
          files: { 'big.txt': big },
          tools: ['Read'],
          settings: { engine: { budget: { perToolMaxBytes: 4_000, previewBytes: 500 } } },
        },
      ),
    );
    expect(eventsOf(run.events, 'budget-truncate')).toEqual([]);
    const [end] = eventsOf(run.events, 'tool-end');
    expect(end?.result.status).toBe('partial');
    expect(end?.result.text).toMatch(/To continue, call Read with offset=\d+\.\]$/);
    const [apply] = eventsOf(run.events, 'budget-apply');
    expect(apply!.totalAfterBytes).toBeLessThanOrEqual(4_000);
  });

  it('cuts a result over the per-tool budget, spills it whole into the workspace, and the model sees the cut', async () => {
    const big = Array.from({ length: 400 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const run = await runScenario(
      scriptedSpec([{ toolCalls: [{ name: 'Dump', arguments: {} }] }, { content: 'Too big.' }], {
        tools: ['Read'],
        userDefined: [
          {
            kind: 'tool',
            name: 'Dump',
            description: 'Print everything.',
            parameters: { type: 'object', properties: {} },
            concurrencySafe: true,
            result: { type: 'canned', results: [{ status: 'success', text: big }] },
          },
        ],
        settings: { engine: { budget: { perToolMaxBytes: 4_000, previewBytes: 500 } } },
      }),
    );
    expect(traceLines(run.events)).toMatchSnapshot();
    const [cut] = eventsOf(run.events, 'budget-truncate');
    expect(cut?.layer).toBe('per-tool');
    expect(cut!.beforeBytes).toBeGreaterThan(4_000);
    expect(cut!.afterBytes).toBeLessThanOrEqual(4_000);
    const spilled = eventsOf(run.events, 'file-change').filter((c) => c.source === 'spill');
    expect(spilled.at(-1)).toMatchObject({ path: cut?.spillPath, kind: 'create', callId: null });
    expect(await run.readFile(cut!.spillPath!)).toBe(`${big}\n`);
    const toolMessage = eventsOf(run.events, 'history-append')[0]?.messages.find((m) => m.role === 'tool');
    expect(toolMessage && Buffer.byteLength(toolMessage.content)).toBe(cut?.afterBytes);
  });
});

describe('seed step 1: a tool object and a registered function', () => {
  it('publishes the function with the fixed `input` string and answers from its template', async () => {
    const run = await runScenario(
      scriptedSpec(
        [
          {
            toolCalls: [
              { name: 'shout', arguments: { input: 'hi' } },
              { name: 'Weather', arguments: { city: 'Oslo' } },
            ],
          },
          { content: 'ok' },
        ],
        {
          tools: [],
          userDefined: [
            {
              kind: 'function',
              name: 'shout',
              description: 'Echo loudly.',
              concurrencySafe: false,
              result: { type: 'template', template: '{{input}}!' },
            },
            {
              kind: 'tool',
              name: 'Weather',
              description: 'Weather for a city.',
              parameters: {
                type: 'object',
                properties: { city: { type: 'string' } },
                required: ['city'],
                additionalProperties: false,
              },
              concurrencySafe: true,
              result: { type: 'template', template: 'Rain in {{city}}.' },
            },
          ],
        },
      ),
    );
    const [schema] = eventsOf(run.events, 'schema-build');
    expect(schema?.included).toEqual([
      { name: 'Weather', kind: 'tool' },
      { name: 'shout', kind: 'function' },
    ]);
    expect(schema?.tools[1]?.function.parameters).toMatchObject({
      required: ['input'],
      properties: { input: { type: 'string' } },
    });
    expect(eventsOf(run.events, 'tool-end').map((e) => e.result.text)).toEqual(['hi!', 'Rain in Oslo.']);
  });
});

describe('Task: a read-only subagent nested in the trace', () => {
  it('runs its own steps under task:<callId> with the parent provider, and returns its summary', async () => {
    const script = [
      {
        toolCalls: [
          { name: 'Task', arguments: { description: 'find the answer', prompt: 'What does a.md say?' } },
        ],
      },
      // The subagent's turns come next in the same script.
      {
        toolCalls: [
          { name: 'Read', arguments: { path: 'a.md' } },
          { name: 'Write', arguments: { path: 'b.md', content: 'no' } },
        ],
      },
      { content: 'a.md says 42.' },
      { content: 'The answer is 42.' },
    ];
    const run = await runScenario(
      scriptedSpec(script, { files: { 'a.md': '42\n' }, tools: ['Read', 'Write', 'Task'] }),
    );
    expect(traceLines(run.events)).toMatchSnapshot();
    const nested = run.events.filter((e) => e.scope === 'task:call_1_1');
    expect(nested[0]?.type).toBe('run-start');
    const nestedSchema = eventsOf(nested, 'schema-build')[0];
    expect(nestedSchema?.included.map((i) => i.name)).toEqual(['Glob', 'Grep', 'LS', 'Read']);
    const nestedEnds = eventsOf(nested, 'tool-end');
    expect(nestedEnds.map((e) => `${e.toolName}:${e.errorCode ?? e.status}`)).toEqual([
      'Read:success',
      // Write is not among a read-only subagent's tools: unknown to it, whatever the parent has.
      'Write:UNKNOWN_TOOL',
    ]);
    const task = eventsOf(run.events, 'tool-end').find((e) => e.scope === undefined && e.toolName === 'Task');
    expect(task?.result).toMatchObject({ status: 'success', text: 'a.md says 42.', data: { steps: 2 } });
    expect(run.report.runs[0]).toMatchObject({
      endReason: 'final-answer',
      finalText: 'The answer is 42.',
      steps: 2,
    });
  });

  it('stops the subagent at its own step limit and returns a partial result', async () => {
    const again = { toolCalls: [{ name: 'LS', arguments: {} }] };
    const script = [
      { toolCalls: [{ name: 'Task', arguments: { description: 'loop', prompt: 'List forever.' } }] },
      again,
      again,
      { content: 'Gave up.' },
    ];
    const run = await runScenario(
      scriptedSpec(script, { tools: ['Task'], settings: { subagentMaxSteps: 2 } }),
    );
    const task = eventsOf(run.events, 'tool-end').find((e) => e.toolName === 'Task');
    expect(task?.result.status).toBe('partial');
    expect(eventsOf(run.events, 'run-end').find((e) => e.scope)?.reason).toBe('max-steps');
  });
});

describe('TodoWrite', () => {
  it('keeps the current list in the tool result for the UI', async () => {
    const todos = [
      { content: 'read', status: 'completed' },
      { content: 'fix', status: 'in_progress' },
    ];
    const run = await runScenario(
      scriptedSpec(
        [{ toolCalls: [{ name: 'TodoWrite', arguments: { summary: 'plan', todos } }] }, { content: 'ok' }],
        {
          tools: ['TodoWrite'],
        },
      ),
    );
    const [end] = eventsOf(run.events, 'tool-end');
    expect(end?.result.data.todos).toEqual([
      { id: 't1', content: 'read', status: 'completed' },
      { id: 't2', content: 'fix', status: 'in_progress' },
    ]);
  });
});
