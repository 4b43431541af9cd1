// A long real session for the UI benchmarks: the runtime's in-process host runs a scripted model for many
// steps (Read, Read, Edit, Write each step) until the trace holds at least `minEvents` events.
import type { TraceEvent } from '../src/engine';
import { createInProcessRuntime } from '../src/runtime/host/node-runtime';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';

/** The scripted session of `steps` steps, four calls each, then a final answer. */
export function longSessionSpec(steps: number) {
  const script = Array.from({ length: steps }, (_, i) => ({
    content: `Step ${i + 1}: read, edit, record.`,
    toolCalls: [
      { name: 'Read', arguments: { path: 'src/a.ts' } },
      { name: 'Read', arguments: { path: 'src/b.ts' } },
      {
        name: 'Edit',
        arguments: { path: 'src/a.ts', edits: [{ old_string: `v${i} `, new_string: `v${i + 1} ` }] },
      },
      { name: 'Write', arguments: { path: `notes/step-${i + 1}.md`, content: `Step ${i + 1} done.\n` } },
    ],
  }));
  return scriptedSpec([...script, { content: 'All steps done.' }], {
    files: { 'src/a.ts': 'export const version = "v0 ";\n', 'src/b.ts': 'export const b = 2;\n' },
    tools: ['Read', 'Edit', 'Write'],
    settings: { maxSteps: steps + 2 },
    messages: ['Bump the version once per step.'],
  });
}

export async function runLongSession(minEvents: number): Promise<TraceEvent[]> {
  // A step of four calls appends about 112 events, 75 of them the response's deltas (one per token since
  // held responses stream token by token, llm/response-deltas.ts; it was 52 with 16-character fragments).
  const steps = Math.ceil(minEvents / 112);
  const spec = longSessionSpec(steps);
  const created = await createInProcessRuntime(spec, { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return [...created.runtime.log.events];
}
