import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { loadSessionValue } from '../load-session';
import { documentOf, runSpecOf } from '../session-document';
import { traceHash } from '../trace-hash';
import { withoutScriptedCassette } from '../without-scripted-cassette';
import { forkWithChanges } from './fork-with-changes';
import { denyRule, forkSourceSpec, runToEnd } from './testing/fork-fixture';

async function recorded() {
  const original = await run(forkSourceSpec(), 'live');
  expect(original.run).toMatchObject({ finalText: 'done', steps: 4 });
  return original;
}

const denied = denyRule;
const run = runToEnd;

/** The events before the fork's change lands, or before the main step-start of `step` in the source. */
function before(events: readonly TraceEvent[], step: number): readonly TraceEvent[] {
  return events.slice(
    0,
    events.findIndex(
      (e) =>
        e.type === 'settings-change' || (e.type === 'step-start' && e.scope === undefined && e.step === step),
    ),
  );
}

describe('forkWithChanges', () => {
  it('under a deny rule from step 3, keeps steps 1–2 as recorded and stops at the answer calling the hidden tool', async () => {
    const original = await recorded();
    const plan = forkWithChanges(original.spec, original.events, 3, denied('Write'), { title: 'Source' });
    if (!plan.ok) throw new Error(plan.reason);
    const fork = await run(plan.spec, 'continue');
    expect(traceHash(before(fork.events, 3))).toBe(traceHash(before(original.events, 3)));
    expect(fork.run.steps).toBe(3);
    expect(fork.run.modelError).toMatchObject({
      kind: 'diverged',
      misfit: { reason: 'tool-missing', request: 3, tool: 'Write' },
      message: expect.stringContaining('calls Write, which this run no longer offers') as string,
    });
    // The rule holds from step 3: the schema built there hides Write, the one at step 2 did not.
    const hidden = fork.events.flatMap((e) =>
      e.type === 'schema-build' && e.scope === undefined ? [[e.step, e.hidden.map((h) => h.name)]] : [],
    );
    expect(hidden).toEqual([
      [1, []],
      [2, []],
      [3, ['Write']],
    ]);
    expect(plan.spec.fork).toEqual({
      source: { title: 'Source', traceHash: traceHash(original.events) },
      step: 3,
      settings: { engine: { permissions: { rules: { deny: ['Write'] } } } },
    });
  });

  it('stops at the answer that read a result the new rule changed, naming the call', async () => {
    const original = await recorded();
    const plan = forkWithChanges(original.spec, original.events, 2, denied('Read(b.txt)'), {
      title: 'Source',
    });
    if (!plan.ok) throw new Error(plan.reason);
    const fork = await run(plan.spec, 'continue');
    const refused = fork.events.find((e) => e.type === 'tool-end' && e.step === 2);
    expect(refused).toMatchObject({ status: 'error', errorCode: 'PERMISSION_DENIED' });
    expect(fork.run.modelError?.misfit).toEqual({
      reason: 'result-changed',
      request: 3,
      tool: 'Read',
      callId: refused?.type === 'tool-end' ? refused.callId : '',
    });
  });

  it('replays every later answer when they all still fit, to the same final answer', async () => {
    const original = await recorded();
    const tools = { ...original.spec.tools, descriptions: { Read: 'Reads one file.' } };
    const plan = forkWithChanges(original.spec, original.events, 2, { tools }, { title: 'Source' });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.spec.fork?.tools).toEqual({ added: [], removed: [], edited: ['Read'] });
    const fork = await run(plan.spec, 'continue');
    expect(fork.run).toMatchObject({ finalText: 'done', steps: 4 });
    expect(fork.run.modelError).toBeUndefined();
    expect(traceHash(fork.events)).not.toBe(traceHash(original.events));
  });

  it('with a tool removed from the set, stops at the first answer that calls it', async () => {
    const original = await recorded();
    const tools = {
      ...original.spec.tools,
      builtin: original.spec.tools.builtin.filter((n) => n !== 'Write'),
    };
    const plan = forkWithChanges(original.spec, original.events, 1, { tools }, { title: 'Source' });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.spec.fork?.tools).toEqual({ added: [], removed: ['Write'], edited: [] });
    const fork = await run(plan.spec, 'continue');
    expect(fork.run.steps).toBe(3);
    expect(fork.run.modelError?.misfit).toEqual({ reason: 'tool-missing', request: 3, tool: 'Write' });
  });

  it('is kept in the document, which loads, and replays from its own recording to the same trace', async () => {
    const original = await recorded();
    const plan = forkWithChanges(original.spec, original.events, 3, denied('Write'), {
      title: 'Source',
      entry: 'entry-1',
    });
    if (!plan.ok) throw new Error(plan.reason);
    const fork = await run(plan.spec, 'continue');
    const document = withoutScriptedCassette(documentOf(fork.spec, 'Fork'));
    expect(document.cassette?.entries).toHaveLength(3);
    const loaded = loadSessionValue(JSON.parse(JSON.stringify(document)));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.document.fork?.source).toEqual({
      title: 'Source',
      traceHash: traceHash(original.events),
      entry: 'entry-1',
    });
    for (const mode of ['continue', 'replay'] as const) {
      const again = await run(runSpecOf(loaded.document), mode);
      expect(traceHash(again.events)).toBe(traceHash(fork.events));
    }
  });

  it('refuses a step the trace lacks, a fork that changes nothing, and a session with nothing recorded', async () => {
    const original = await recorded();
    const refusal = (spec: RunSpec, step: number, changes: Parameters<typeof forkWithChanges>[3]) => {
      const plan = forkWithChanges(spec, original.events, step, changes, { title: 'Source' });
      return plan.ok ? 'forked' : plan.refusal;
    };
    expect(refusal(original.spec, 9, denied('Write'))).toBe('no-step');
    expect(refusal(original.spec, 2, { settings: {}, tools: original.spec.tools })).toBe('no-change');
    const { cassette: _none, ...unrecorded } = original.spec;
    expect(refusal(unrecorded, 2, denied('Write'))).toBe('no-recording');
  });
});
