import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { forkAtStep } from './fork-session';
import { traceHash } from './trace-hash';

const read = { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] };

async function run(spec: RunSpec, mode: 'live' | 'continue') {
  const created = await createInProcessRuntime(spec, { mode, askPolicy: { kind: 'fail' } });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return { report, runtime: created.runtime, events: created.runtime.log.events };
}

describe('forkAtStep', () => {
  it('keeps the exchanges and inputs before the step and continues with the new provider', async () => {
    const original = scriptedSpec([read, read, { content: 'old ending' }], {
      files: { 'a.txt': 'x\n' },
      tools: ['Read'],
      inputs: [
        { type: 'clock-advance', at: { step: 2, phase: 'before-step' }, ms: 5 },
        { type: 'clock-advance', at: { step: 3, phase: 'before-step' }, ms: 7 },
      ],
    });
    const recorded = await run(original, 'live');
    const spec = recorded.runtime.exportSpec();
    const fork = forkAtStep(spec, recorded.events, 3, {
      kind: 'scripted',
      model: 'edited',
      script: [read, read, { content: 'new ending' }],
    });
    if (!fork.ok) throw new Error(fork.reason);
    expect(fork.spec.cassette?.entries).toHaveLength(2);
    expect(fork.spec.inputs).toEqual([
      { type: 'clock-advance', at: { step: 2, phase: 'before-step' }, ms: 5 },
      { type: 'clock-advance', at: { step: 3, phase: 'before-step' }, ms: 7 },
    ]);
    const forked = await run(fork.spec, 'continue');
    expect(forked.report.runs[0]).toMatchObject({ finalText: 'new ending', steps: 3 });
    // Everything before step 3's model response is the same as in the original run.
    const upTo = (events: typeof forked.events) =>
      events.slice(
        0,
        events.findIndex((e) => e.type === 'model-response' && e.step === 3),
      );
    expect(traceHash(upTo(forked.events))).toBe(traceHash(upTo(recorded.events)));
  });

  it('explains a step that is not in the trace', async () => {
    const recorded = await run(scriptedSpec([{ content: 'hi' }]), 'live');
    const fork = forkAtStep(recorded.runtime.exportSpec(), recorded.events, 9, {
      kind: 'human',
      model: 'human',
    });
    expect(!fork.ok && fork.reason).toBe('The trace has no step 9 to fork from.');
  });
});
