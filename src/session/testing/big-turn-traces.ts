// Traces of turns as big as the response limits let through (docs/limits.md): 1,000 calls in one response
// (the default maxToolCalls; 64 run, the rest are over the calls-per-turn cap), and one Write whose
// arguments are just under the default 1 MB. For the tests that check the page draws them bounded.
import type { TraceEvent } from '../../engine';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';

async function eventsOf(spec: RunSpec): Promise<readonly TraceEvent[]> {
  const created = await createInProcessRuntime(spec, { mode: 'live' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}

export function manyCallsTrace(calls = 1_000): Promise<readonly TraceEvent[]> {
  const toolCalls = Array.from({ length: calls }, (_, i) => ({
    name: 'Read',
    arguments: { path: `f${i}.ts` },
  }));
  return eventsOf(scriptedSpec([{ toolCalls }, { content: 'done' }], { tools: ['Read'] }));
}

export function hugeArgumentTrace(bytes = 999_000): Promise<readonly TraceEvent[]> {
  const head = '{"path":"big.txt","content":"';
  const args = `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
  return eventsOf(
    scriptedSpec([{ toolCalls: [{ name: 'Write', arguments: args }] }, { content: 'done' }], {
      tools: ['Write'],
    }),
  );
}
