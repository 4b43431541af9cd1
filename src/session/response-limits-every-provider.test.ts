// The response limits hold for every provider, not only the network's: a script or a recording in a crafted
// session file holding more calls or a longer argument than the limits is refused in the same words, and
// a session within them runs as before.
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import type { RunSpec } from '../runtime/spec/run-spec';
import { traceHash } from './trace-hash';

const reads = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: 'Read', arguments: { path: `src/${i}.ts` } }));

async function run(spec: RunSpec, mode: 'live' | 'replay' = 'live') {
  const created = await createInProcessRuntime(spec, { mode });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return { runtime: created.runtime, events: created.runtime.log.events, run: report.runs.at(-1)! };
}

describe('a script past the response limits', () => {
  it('is refused at maxToolCalls + 1 calls, with the limit named, and runs at maxToolCalls', async () => {
    const settings = { responseLimits: { maxToolCalls: 12 } };
    const over = await run(scriptedSpec([{ toolCalls: reads(13) }, { content: 'done' }], { settings }));
    expect(over.run.endReason).toBe('error');
    expect(over.run.modelError?.limit).toEqual({ name: 'maxToolCalls', max: 12 });
    // The page is told no call past the limit.
    const starts = over.events.filter((e) => e.type === 'model-delta' && 'name' in e.delta && e.delta.name);
    expect(starts).toHaveLength(12);
    const within = await run(scriptedSpec([{ toolCalls: reads(12) }, { content: 'done' }], { settings }));
    expect(within.run.endReason).toBe('final-answer');
  });

  it('is refused at one argument past maxArgumentBytes', async () => {
    const settings = { responseLimits: { maxArgumentBytes: 2_000 } };
    const head = '{"path":"a.txt","content":"';
    const write = (bytes: number) => ({
      toolCalls: [{ name: 'Write', arguments: `${head}${'x'.repeat(bytes - head.length - 2)}"}` }],
    });
    const over = await run(scriptedSpec([write(2_001), { content: 'done' }], { settings }));
    expect(over.run.modelError?.limit).toEqual({ name: 'maxArgumentBytes', max: 2_000 });
    const within = await run(scriptedSpec([write(2_000), { content: 'done' }], { settings }));
    expect(within.run.endReason).toBe('final-answer');
  });
});

describe('a recording past the response limits (a crafted session file)', () => {
  it('replays refused, the same way every time', async () => {
    const recorded = await run(scriptedSpec([{ toolCalls: reads(30) }, { content: 'done' }]));
    const spec = recorded.runtime.exportSpec();
    // The same cassette, opened under a lower limit than it was recorded with.
    const crafted: RunSpec = {
      ...spec,
      settings: { ...spec.settings, responseLimits: { maxToolCalls: 20 } },
    };
    const first = await run(crafted, 'replay');
    expect(first.run.modelError?.kind).toBe('response-too-large');
    const again = await run(crafted, 'replay');
    expect(traceHash(again.events)).toBe(traceHash(first.events));
  });
});
