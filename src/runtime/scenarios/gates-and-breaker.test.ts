// Gate 1 (permission) and gate 3 (circuit breaker) from the seed, with the inputs that drive them: recorded
// permission answers, fault injection and clock advances.
import { describe, expect, it } from 'vitest';
import { matchesBreakpoint, type Breakpoint } from '../stepping/breakpoint';
import { scriptedSpec } from '../testing/spec-builders';
import { eventsOf, runScenario, traceLines } from './scenario-kit';

const files = { 'notes.md': 'hello\n', 'secret/key.txt': 'k\n' };
const read = (path: string) => ({ name: 'Read', arguments: { path } });

describe('seed gate 3: the circuit breaker', () => {
  const script = [
    { toolCalls: [read('notes.md'), read('notes.md'), read('notes.md')] },
    { toolCalls: [read('notes.md')] },
    { toolCalls: [read('notes.md')] },
    { content: 'Recovered.' },
  ];
  const spec = scriptedSpec(script, {
    files,
    tools: ['Read', 'LS'],
    inputs: [
      {
        type: 'fault',
        at: { step: 1, phase: 'before-tools' },
        toolName: 'Read',
        errorCode: 'TIMEOUT',
        message: 'injected',
        count: 3,
      },
      { type: 'clock-advance', at: { step: 3, phase: 'before-step' }, ms: 300_000 },
    ],
  });

  it('opens after three failures, hides the tool, rejects a call, then lets one probe close it', async () => {
    const run = await runScenario(spec);
    expect(traceLines(run.events)).toMatchSnapshot();
    expect(
      eventsOf(run.events, 'breaker-transition').map((t) => `${t.from}→${t.to}@${t.observedBy}`),
    ).toEqual(['CLOSED→OPEN@record', 'OPEN→HALF_OPEN@schema-build', 'HALF_OPEN→CLOSED@record']);
    const schemas = eventsOf(run.events, 'schema-build');
    expect(schemas.map((s) => s.included.map((i) => i.name))).toEqual([
      ['LS', 'Read'],
      ['LS'],
      ['LS', 'Read'],
      ['LS', 'Read'],
    ]);
    expect(schemas[1]?.hidden[0]).toMatchObject({ name: 'Read', reason: 'breaker-open' });
    const ends = eventsOf(run.events, 'tool-end');
    expect(ends.map((e) => e.errorCode ?? e.status)).toEqual([
      'TIMEOUT',
      'TIMEOUT',
      'TIMEOUT',
      'CIRCUIT_OPEN',
      'success',
    ]);
    const probe = eventsOf(run.events, 'gate-check')
      .filter((g) => g.gate === 'breaker')
      .at(-1);
    expect(probe?.verdict).toBe('PROBE');
    const [advance] = eventsOf(run.events, 'clock-advance');
    expect(advance!.toMs - advance!.fromMs).toBe(300_000);
  });

  it("tells the model the session's message for an injected fault", async () => {
    const withMessage = scriptedSpec([{ toolCalls: [read('notes.md')] }, { content: 'ok' }], {
      files,
      tools: ['Read'],
      inputs: [
        {
          type: 'fault',
          at: { step: 1, phase: 'before-tools' },
          toolName: 'Read',
          errorCode: 'TIMEOUT',
          message: 'The disk did not answer in time.',
          count: 1,
        },
      ],
    });
    const run = await runScenario(withMessage);
    const [end] = eventsOf(run.events, 'tool-end');
    expect(end?.result).toMatchObject({
      status: 'error',
      errorCode: 'TIMEOUT',
      text: 'The disk did not answer in time.',
    });
    const [history] = eventsOf(run.events, 'history-append');
    const toolMessage = history?.messages.find((m) => m.role === 'tool');
    expect(JSON.stringify(toolMessage)).toContain('The disk did not answer in time.');
    expect(JSON.stringify(toolMessage)).not.toContain('failed on purpose');
  });

  it('gives the CIRCUIT_OPEN and breaker-transition breakpoints real events to stop on', async () => {
    const run = await runScenario(spec);
    const stopsAt = (breakpoint: Breakpoint) => run.events.filter((e) => matchesBreakpoint(breakpoint, e));
    expect(stopsAt({ kind: 'gate-verdict', verdict: 'CIRCUIT_OPEN' })).toMatchObject([
      { type: 'gate-check', gate: 'breaker', toolName: 'Read', step: 2 },
    ]);
    expect(stopsAt({ kind: 'breaker-transition' })).toHaveLength(3);
    expect(stopsAt({ kind: 'breaker-transition', to: 'OPEN' })).toMatchObject([{ from: 'CLOSED', step: 1 }]);
  });
});

describe('seed gate 1: permissions', () => {
  it('denies by rule before running, and applies a recorded answer to an ASK', async () => {
    const script = [
      {
        toolCalls: [read('secret/key.txt'), { name: 'Write', arguments: { path: 'out.md', content: 'x\n' } }],
      },
      { content: 'ok' },
    ];
    const run = await runScenario(
      scriptedSpec(script, {
        files,
        tools: ['Read', 'Write'],
        settings: {
          engine: { permissions: { mode: 'ask', rules: { deny: ['Read(secret/**)'], ask: ['Write'] } } },
        },
        inputs: [{ type: 'permission-answer', callId: 'call_1_2', answer: 'approve-once' }],
      }),
    );
    expect(traceLines(run.events)).toMatchSnapshot();
    const permission = eventsOf(run.events, 'gate-check').filter((g) => g.gate === 'permission');
    expect(permission.map((g) => `${g.toolName}:${g.verdict}`)).toEqual(['Read:DENY', 'Write:ALLOW']);
    expect(eventsOf(run.events, 'permission-answer')).toMatchObject([
      { callId: 'call_1_2', answer: 'approve-once' },
    ]);
    expect(eventsOf(run.events, 'tool-end').map((e) => e.endedAt)).toEqual(['permission', 'run']);
    expect(await run.readFile('out.md')).toBe('x\n');
    const stopsAt = (breakpoint: Breakpoint) => run.events.filter((e) => matchesBreakpoint(breakpoint, e));
    expect(stopsAt({ kind: 'gate-verdict', verdict: 'DENY' })).toMatchObject([{ toolName: 'Read' }]);
    expect(stopsAt({ kind: 'gate-verdict', verdict: 'ASK' })).toMatchObject([
      { type: 'permission-ask', request: { callId: 'call_1_2' } },
    ]);
  });

  it('keeps a read-only session from writing', async () => {
    const run = await runScenario(
      scriptedSpec(
        [{ toolCalls: [{ name: 'Write', arguments: { path: 'x.md', content: 'x' } }] }, { content: 'no' }],
        {
          tools: ['Write'],
          settings: { engine: { permissions: { mode: 'read-only' } } },
        },
      ),
    );
    expect(eventsOf(run.events, 'tool-end')[0]).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
  });
});
