// A response refused at a limit is a recorded ending like any other: the live run ends with the limit's error
// in its run-end, the session document that holds it loads, and replaying it gives the same trace hash.
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { runAgainstEndpoint } from '../runtime/testing/local-endpoint-run';
import { documentOf, runSpecOf } from './session-document';
import { loadSessionValue } from './load-session';
import { traceHash } from './trace-hash';

async function replayHash(document: unknown): Promise<string> {
  const loaded = loadSessionValue(JSON.parse(JSON.stringify(document)));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded));
  const created = await createInProcessRuntime(runSpecOf(loaded.document), { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return traceHash(created.runtime.log.events);
}

describe('a response refused at a limit, recorded and replayed', () => {
  it.each([
    {
      limit: 'maxToolCalls',
      reply: { type: 'many-calls', calls: 10_000 },
      settings: { responseLimits: { maxToolCalls: 30 } },
      words: 'it asked for more than 30 tool calls (the limit responseLimits.maxToolCalls is 30)',
    },
    {
      limit: 'maxArgumentBytes',
      reply: { type: 'huge-argument', bytes: 50_000_000 },
      settings: {},
      words: "one tool call's arguments passed 1,000,000 bytes",
    },
    {
      limit: 'maxResponseBytes',
      reply: { type: 'endless' },
      settings: { responseLimits: { maxResponseBytes: 300_000 } },
      words: 'its body passed 300,000 bytes',
    },
  ] as const)('$limit: the step ends with its error, and the replay hashes the same', async (c) => {
    const live = await runAgainstEndpoint([c.reply], { settings: c.settings });
    expect(live.modelError?.limit?.name).toBe(c.limit);
    const runEnd = live.events.at(-1);
    expect(runEnd?.type === 'run-end' && runEnd.reason).toBe('error');
    expect(runEnd?.type === 'run-end' && runEnd.error).toContain(c.words);
    const stepEnd = live.events.findLast((e) => e.type === 'step-end');
    expect(stepEnd?.type === 'step-end' && stepEnd.outcome).toBe('stopped');
    expect(live.events.some((e) => e.type === 'model-response')).toBe(false);
    expect(await replayHash(documentOf(live.spec, 'refused'))).toBe(traceHash(live.events));
  });
});
