// A real session, run in Node by the runtime's in-process host (the same engine, tools and scripted model the
// worker will run), saved as the JSON-lines trace a person opens in the playground. Until the runtime worker
// runs sessions in the page, this is how the end-to-end tests get a trace the real pipeline produced.
import type { TraceEvent } from '../../src/engine';
import { createInProcessRuntime } from '../../src/runtime/host/node-runtime';
import { fetchLogTool, scriptedSpec } from '../../src/runtime/testing/spec-builders';
import { traceToJsonLines } from '../../src/state/trace-lines';
import { createGrepTool } from '../../src/tools/grep/grep-tool';

const BIG_RESULT = 'log line with enough text to be worth cutting ...\n'.repeat(2400); // ~120 KB

/**
 * Step 1: Read, Read, Edit, Grep → [Read, Read] [Edit] [Grep]. Step 2: two Greps fail through injected faults
 * and Grep's breaker opens (threshold 2). Step 3: Grep is hidden from the schema; FetchLog (a user-defined
 * tool) returns ~120 KB, which the budget cuts and spills. Step 4: the final answer.
 */
export async function runRealSession(): Promise<TraceEvent[]> {
  const spec = scriptedSpec(
    [
      {
        content: 'Reading both files, then renaming.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'src/a.ts' } },
          { name: 'Read', arguments: { path: 'src/b.ts' } },
          {
            name: 'Edit',
            arguments: { path: 'src/a.ts', edits: [{ old_string: 'foo = 1', new_string: 'bar = 1' }] },
          },
          { name: 'Grep', arguments: { pattern: 'foo' } },
        ],
      },
      {
        toolCalls: [
          { name: 'Grep', arguments: { pattern: 'foo' } },
          { name: 'Grep', arguments: { pattern: 'bar' } },
        ],
      },
      { toolCalls: [{ name: 'FetchLog', arguments: { service: 'build' } }] },
      { content: 'Renamed foo to bar in src/a.ts.' },
    ],
    {
      files: { 'src/a.ts': 'export const foo = 1;\n', 'src/b.ts': 'import { foo } from "./a";\n' },
      tools: ['Read', 'Edit', 'Grep'],
      userDefined: [fetchLogTool(BIG_RESULT)],
      settings: { engine: { breaker: { failureThreshold: 2 } } },
      inputs: [
        {
          type: 'fault',
          at: { step: 2, phase: 'before-tools' },
          toolName: 'Grep',
          errorCode: 'EXECUTION_ERROR',
          message: 'Injected failure',
          count: 2,
        },
      ],
      messages: ['Rename foo to bar in src/a.ts'],
    },
  );
  const created = await createInProcessRuntime(spec, {
    mode: 'replay',
    extraTools: (workspace) => ({ Grep: () => createGrepTool(workspace) }),
  });
  if (!created.ok) throw new Error(`the sample session did not start: ${created.reason}`);
  await created.runtime.runAll();
  return [...created.runtime.log.events];
}

export async function realSessionFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return {
    name: 'rename-session.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(traceToJsonLines(await runRealSession())),
  };
}
