// Real traces to make hostile ones from: lessons whose runs hold every event type between them (asks and
// answers, faults and breakers, clock advances, spills, settings changes), and a short run past the
// calls-per-turn cap for `call-rejected`. Run in Node by the same in-process runtime the CLI uses.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { lessonById } from '../../lessons/lesson-catalog';
import { runDocumentInProcess } from '../../lessons/run-lesson-in-process';

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

export async function realTraces(): Promise<(readonly TraceEvent[])[]> {
  const traces: (readonly TraceEvent[])[] = [];
  for (const id of LESSONS) {
    const run = await runDocumentInProcess(lessonById(id)!.document);
    if (!run.ok) throw new Error(`${id}: ${run.reason}`);
    traces.push(run.events);
  }
  traces.push(await overTheCap());
  return traces;
}
