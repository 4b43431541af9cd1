// How deep subagents nest is a session setting (`subagentMaxDepth`, issue 31): at the default 1 a subagent is
// not offered Task; at 2 its subagent runs, scoped under its own Task call, and that one is not offered Task.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { runScenario } from '../scenarios/scenario-kit';
import { scriptedSpec } from '../testing/spec-builders';

const task = (prompt: string) => ({
  toolCalls: [{ name: 'Task', arguments: { description: 'look', prompt } }],
});
const SCRIPT = [
  task('Find what a.md says.'), // main agent, step 1
  task('Read a.md for me.'), // the subagent asks for one of its own
  { toolCalls: [{ name: 'Read', arguments: { path: 'a.md' } }] }, // the nested subagent (depth 2)
  { content: 'a.md says 42.' },
  { content: 'It says 42.' }, // the subagent answers
  { content: 'The answer is 42.' }, // the main agent answers
];

/** The tools offered in the first step of the agent that runs in `scope`. */
function offered(events: readonly TraceEvent[], scope: string): string[] | null {
  const build = events.find((e) => e.type === 'schema-build' && e.scope === scope);
  return build?.type === 'schema-build' ? build.tools.map((tool) => tool.function.name) : null;
}

describe('subagent nesting depth', () => {
  it('at the default, a subagent is not offered Task and its call is refused as unknown', async () => {
    const { events } = await runScenario(
      scriptedSpec(SCRIPT, { files: { 'a.md': '42\n' }, tools: ['Read', 'Task'] }),
    );
    expect(offered(events, 'task:call_1_1')).not.toContain('Task');
    const denied = events.find(
      (e) => e.type === 'gate-check' && e.scope === 'task:call_1_1' && e.toolName === 'Task',
    );
    expect(denied).toMatchObject({ verdict: 'DENY', rule: 'unknown-tool' });
  });

  it('at 2, the subagent starts one of its own, scoped under its Task call, which is not offered Task', async () => {
    const spec = scriptedSpec(SCRIPT, {
      files: { 'a.md': '42\n' },
      tools: ['Read', 'Task'],
      settings: { subagentMaxDepth: 2 },
    });
    const { events } = await runScenario(spec);
    expect(offered(events, 'task:call_1_1')).toContain('Task');
    const nestedTask = events.find(
      (e) => e.type === 'tool-end' && e.scope === 'task:call_1_1' && e.toolName === 'Task',
    );
    expect(nestedTask).toMatchObject({ status: 'success' });
    const deepest = nestedTask?.type === 'tool-end' ? `task:call_1_1/task:${nestedTask.callId}` : '?';
    expect(offered(events, deepest)?.sort()).toEqual(['Glob', 'Grep', 'LS', 'Read']);
    const read = events.find((e) => e.type === 'tool-end' && e.scope === deepest && e.toolName === 'Read');
    expect(read).toMatchObject({ status: 'success' });
    expect(events.at(-1)).toMatchObject({ type: 'run-end' });
    expect(events.filter((e) => e.type === 'run-end' && e.scope === undefined)).toHaveLength(1);
  });
});
