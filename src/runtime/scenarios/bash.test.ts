// Bash in the loop: the AST classifier's verdict at the permission gate, a command's file changes becoming
// file-change events attributed to its call, and a dangerous command denied before it runs.
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../host/node-runtime';
import { scriptedSpec } from '../testing/spec-builders';
import { eventsOf, runScenario, traceLines } from './scenario-kit';

const bash = (command: string) => ({ name: 'Bash', arguments: { command } });

describe('Bash through the pipeline', () => {
  it('asks for a write, runs it with the recorded answer, and denies rm -rf outright', async () => {
    const script = [
      { toolCalls: [bash('echo hello > out.txt && cat out.txt')] },
      { toolCalls: [bash('rm -rf /workspace')] },
      { content: 'Done.' },
    ];
    const run = await runScenario(
      scriptedSpec(script, {
        files: { 'a.txt': 'a\n' },
        tools: ['Bash'],
        inputs: [{ type: 'permission-answer', callId: 'call_1_1', answer: 'approve-once' }],
      }),
    );
    expect(traceLines(run.events)).toMatchSnapshot();
    const verdicts = eventsOf(run.events, 'gate-check').filter((g) => g.gate === 'permission');
    expect(verdicts.map((g) => `${g.callId}:${g.verdict}`)).toEqual(['call_1_1:ALLOW', 'call_2_1:DENY']);
    expect(eventsOf(run.events, 'permission-ask')).toHaveLength(1);
    const [first] = eventsOf(run.events, 'tool-end');
    expect(first?.result.data).toMatchObject({ stdout: 'hello\n', exit_code: 0 });
    expect(eventsOf(run.events, 'file-change')).toMatchObject([
      { path: '/workspace/out.txt', kind: 'create', source: 'tool', callId: 'call_1_1' },
    ]);
    expect(await run.readFile('a.txt')).toBe('a\n');
  });
});

describe('a shell run stopped by the wall-time limit', () => {
  it('is recorded as an input, and a replay answers it from the record with the same trace', async () => {
    const script = [
      {
        toolCalls: [
          { name: 'Bash', arguments: { command: 'echo begun; while true; do :; done', timeout_ms: 200 } },
        ],
      },
      { content: 'It ran too long.' },
    ];
    const spec = scriptedSpec(script, { tools: ['Bash'] });
    const live = await createInProcessRuntime(spec, { mode: 'live' });
    if (!live.ok) throw new Error(live.reason);
    await live.runtime.runAll();
    const recorded = live.runtime.exportSpec();
    const stops = recorded.inputs.filter((i) => i.type === 'shell-limit-stop');
    expect(stops).toMatchObject([
      { callId: 'call_1_1', result: { stdout: 'begun\n', stop: { kind: 'timeout', afterMs: 200 } } },
    ]);
    const [end] = eventsOf(live.runtime.log.events, 'tool-end');
    expect(end?.result).toMatchObject({ errorCode: 'TIMEOUT' });

    // The replay must not race the clock again: give the recorded outcome a marker the shell could not print.
    const marked = {
      ...recorded,
      inputs: recorded.inputs.map((i) =>
        i.type === 'shell-limit-stop' ? { ...i, result: { ...i.result, stdout: 'from the record\n' } } : i,
      ),
    };
    const replayed = await runScenario(marked);
    const [replayedEnd] = eventsOf(replayed.events, 'tool-end');
    expect(replayedEnd?.result.data).toMatchObject({ stdout: 'from the record\n' });

    const again = await runScenario(recorded);
    // (The trace hash lives in session/, above this layer: the CLI test compares hashes.)
    expect(eventsOf(again.events, 'tool-end')).toEqual(eventsOf(live.runtime.log.events, 'tool-end'));
    expect(traceLines(again.events)).toEqual(traceLines(live.runtime.log.events));
  });
});
