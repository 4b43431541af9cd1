// A session whose main agent hands a question to a Task subagent: main step 1 calls Task, the subagent runs
// three steps of its own (LS, Read, answer), then the main agent reads the file itself and answers in step 3.
// Tests of spans, scoped counters and nested views share it.
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from './spec-builders';

export const TASK_SCRIPT = [
  { toolCalls: [{ name: 'Task', arguments: { description: 'find it', prompt: 'What does a.md say?' } }] },
  { toolCalls: [{ name: 'LS', arguments: {} }] },
  { toolCalls: [{ name: 'Read', arguments: { path: 'a.md' } }] },
  { content: 'a.md says 42.' },
  { toolCalls: [{ name: 'Read', arguments: { path: 'a.md' } }] },
  { content: 'The answer is 42.' },
];

export const TASK_SCOPE = 'task:call_1_1';

export function taskSpec(): RunSpec {
  return scriptedSpec(TASK_SCRIPT, { files: { 'a.md': '42\n' }, tools: ['Read', 'Task'] });
}
