// The Bash tool reads the session's shell limits at each call: a settings change applied at a boundary holds
// from the next call on, and a session that never sets them runs under the defaults.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { DEFAULT_SHELL_LIMITS } from '../../shell/limits';
import { createInProcessRuntime } from '../host/node-runtime';
import type { RecordedInput } from '../spec/recorded-input';
import { scriptedSpec } from '../testing/spec-builders';

// 3,890 bytes, line by line (so a limit keeps what came before it): well under the default 1 MiB, over the
// smallest allowed limit (1 KiB). `seq`, not a 1,000-turn shell loop, which takes the emulated shell a second.
const printMany = { name: 'Bash', arguments: { command: 'seq 0 999' } };
const script = [{ toolCalls: [printMany] }, { toolCalls: [printMany] }, { content: 'Done.' }];

async function run(inputs: readonly RecordedInput[]) {
  const created = await createInProcessRuntime(scriptedSpec(script, { tools: ['Bash'], inputs }), {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return { runtime: created.runtime, events: created.runtime.log.events };
}

const toolEnds = (events: readonly TraceEvent[]) => events.flatMap((e) => (e.type === 'tool-end' ? [e] : []));

describe('Bash under the session’s shell limits', () => {
  it('runs every call under the defaults when the session sets none', async () => {
    const { runtime, events } = await run([]);
    expect(runtime.shellLimits).toEqual(DEFAULT_SHELL_LIMITS);
    expect(toolEnds(events).map((e) => e.status)).toEqual(['success', 'success']);
    const start = events.find((e) => e.type === 'run-start');
    expect(start?.type === 'run-start' && 'shellLimits' in start.settings).toBe(false);
  });

  it('stops the next call at a lowered output limit, while the call before the change ran in full', async () => {
    const lower: RecordedInput = {
      type: 'settings-change',
      at: { step: 2, phase: 'before-step' },
      settings: { shellLimits: { maxOutputBytes: 1024 } },
    };
    const { runtime, events } = await run([lower]);
    const [before, after] = toolEnds(events);
    expect(before).toMatchObject({ status: 'success' });
    expect(before?.result.stats).toMatchObject({ stdoutBytes: 3_890 });
    // Stopped at the new limit, keeping what it had printed up to it.
    expect(after).toMatchObject({ status: 'partial', errorCode: 'LIMIT_EXCEEDED' });
    expect(after?.result.data).toMatchObject({ stop: { kind: 'limit', limit: 'output-size' } });
    const printed = Number(after?.result.stats?.['stdoutBytes']);
    expect(printed).toBeLessThanOrEqual(1_024);
    expect(printed).toBeGreaterThan(1_000);
    expect(runtime.shellLimits).toEqual({ ...DEFAULT_SHELL_LIMITS, maxOutputBytes: 1024 });
    // The next step's schema tells the model the new limit; the first step's told it the default.
    const bashDescriptions = events.flatMap((e) =>
      e.type === 'schema-build' ? e.tools.map((tool) => tool.function.description) : [],
    );
    expect(bashDescriptions[0]).toContain('1 MB of output');
    expect(bashDescriptions[1]).toContain('1 KB of output');
  });
});
