// Bash in the loop: the AST classifier's verdict at the permission gate, a command's file changes becoming
// file-change events attributed to its call, and a dangerous command denied before it runs.
import { describe, expect, it } from 'vitest';
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
