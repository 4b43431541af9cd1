// The seed article's situations, driven by the scripted model through the real engine and tools.
import { describe, expect, it } from 'vitest';
import { matchesBreakpoint } from '../stepping/breakpoint';
import { scriptedSpec } from '../testing/spec-builders';
import { eventsOf, runScenario, traceLines } from './scenario-kit';

const files = {
  'tools/base.py': 'class ToolResult:\n    status = "success"\n',
  'tools/registry.py': 'def get_openai_tools():\n    return []\n',
  'README.md': '# demo\n',
};

describe('seed: one turn of [Read, Read, Edit, Grep]', () => {
  const script = [
    {
      content: 'Reading, fixing, searching.',
      toolCalls: [
        { name: 'Read', arguments: { path: 'tools/base.py' } },
        { name: 'Read', arguments: { path: 'tools/registry.py' } },
        {
          name: 'Edit',
          arguments: { path: 'tools/base.py', edits: [{ old_string: '"success"', new_string: '"ok"' }] },
        },
        { name: 'Grep', arguments: { pattern: 'ok' } },
      ],
    },
    { content: 'Done.' },
  ];

  it('batches adjacent reads together, runs the edit alone, keeps history in model order', async () => {
    const run = await runScenario(scriptedSpec(script, { files, tools: ['Read', 'Edit', 'Grep'] }));
    expect(traceLines(run.events)).toMatchSnapshot();
    const [plan] = eventsOf(run.events, 'plan-build');
    expect(plan?.batches.map((b) => ({ concurrent: b.concurrent, calls: b.callIndexes }))).toEqual([
      { concurrent: true, calls: [0, 1] },
      { concurrent: false, calls: [2] },
      { concurrent: true, calls: [3] },
    ]);
    // The two reads overlap on the virtual clock; the edit starts after both ended.
    const ends = eventsOf(run.events, 'tool-end');
    expect(ends.map((e) => e.startMs)).toEqual([0, 0, 20, 50]);
    const lock = eventsOf(run.events, 'gate-check').find((g) => g.gate === 'lock' && g.toolName === 'Edit');
    expect(lock?.verdict).toBe('INJECTED');
    const [history] = eventsOf(run.events, 'history-append');
    expect(history?.messages.map((m) => (m.role === 'tool' ? m.tool_call_id : m.role))).toEqual([
      'assistant',
      'call_1_1',
      'call_1_2',
      'call_1_3',
      'call_1_4',
    ]);
    expect(await run.readFile('tools/base.py')).toContain('"ok"');
  });
});

describe('seed: the optimistic lock', () => {
  it('returns CONFLICT when the file changed in the editor between the Read and the Edit', async () => {
    const script = [
      { toolCalls: [{ name: 'Read', arguments: { path: 'README.md' } }] },
      {
        toolCalls: [
          {
            name: 'Edit',
            arguments: { path: 'README.md', edits: [{ old_string: 'demo', new_string: 'x' }] },
          },
        ],
      },
      { content: 'Conflict seen.' },
    ];
    const run = await runScenario(
      scriptedSpec(script, {
        files,
        inputs: [
          {
            type: 'workspace-edit',
            at: { step: 2, phase: 'before-tools' },
            source: 'editor',
            changes: [
              { type: 'file', path: 'README.md', encoding: 'utf8', content: '# demo, edited by a person\n' },
            ],
          },
        ],
      }),
    );
    expect(traceLines(run.events)).toMatchSnapshot();
    const change = eventsOf(run.events, 'file-change')[0];
    expect(change).toMatchObject({ source: 'editor', callId: null, kind: 'modify' });
    const edit = eventsOf(run.events, 'tool-end').find((e) => e.toolName === 'Edit');
    expect(edit).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect(await run.readFile('README.md')).toBe('# demo, edited by a person\n');
    const conflictBreak = { kind: 'gate-verdict', verdict: 'CONFLICT' } as const;
    expect(run.events.filter((e) => matchesBreakpoint(conflictBreak, e))).toEqual([edit]);
  });
});

describe('seed: arguments that do not parse', () => {
  it('answers bad JSON with INVALID_PARAM without running the tool, and the loop goes on', async () => {
    const script = [
      { toolCalls: [{ name: 'Read', arguments: '{"path": "README.md"' }] },
      { content: 'Sorry.' },
    ];
    const run = await runScenario(scriptedSpec(script, { files }));
    const [end] = eventsOf(run.events, 'tool-end');
    expect(end).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM', endedAt: 'plan' });
    expect(run.report.runs[0]?.endReason).toBe('final-answer');
  });
});
