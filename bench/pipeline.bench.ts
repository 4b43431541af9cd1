// `npm run bench -- pipeline`: 10,000 no-op tool calls, in turns of 10, through executeTurn (the runtime's
// entry point): plan, validate, gates, run, serialize, budget, history, and trace events appended to the log
// as objects. Three mixes: all safe (one concurrent batch per turn), all unsafe (ten serial batches), and
// alternating. The event count is checked, so no stage can be skipped.
import { medianMs, report } from './bench-kit';
import { createHarness, fakeTool } from '../src/engine/testing/engine-harness';
import type { RawToolCall } from '../src/engine';
import { toolSuccess } from '../src/engine';

const CALLS = 10_000;
const PER_TURN = 10;
const noopOutput = toolSuccess('ok');

function makeHarness() {
  return createHarness({
    tools: [
      fakeTool('Safe', {
        safe: true,
        parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
        run: () => noopOutput,
      }),
      fakeTool('Unsafe', {
        parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
        run: () => noopOutput,
      }),
    ],
  });
}

function turns(mix: 'safe' | 'unsafe' | 'alternating'): RawToolCall[][] {
  const all: RawToolCall[][] = [];
  for (let t = 0; t < CALLS / PER_TURN; t++) {
    const calls: RawToolCall[] = [];
    for (let i = 0; i < PER_TURN; i++) {
      const safe = mix === 'safe' || (mix === 'alternating' && i % 2 === 0);
      calls.push({ id: `c${t}_${i}`, name: safe ? 'Safe' : 'Unsafe', arguments: `{"path":"src/f${i}.ts"}` });
    }
    all.push(calls);
  }
  return all;
}

/** Events per turn: plan-build, budget-apply, history-append; per batch start+end; per call start, 3 gates, end. */
function expectedEvents(mix: 'safe' | 'unsafe' | 'alternating'): number {
  const batchesPerTurn = mix === 'safe' ? 1 : PER_TURN;
  return (CALLS / PER_TURN) * (3 + 2 * batchesPerTurn + PER_TURN * 5);
}

async function runMix(input: readonly RawToolCall[][]): Promise<number> {
  const h = makeHarness();
  for (let t = 0; t < input.length; t++) await h.turn(input[t]!, t + 1, null);
  return h.log.length;
}

// Warm the JIT on every mix first, so the first mix measured is not the one that pays for compilation.
for (const mix of ['safe', 'unsafe', 'alternating'] as const) await runMix(turns(mix));

for (const mix of ['safe', 'unsafe', 'alternating'] as const) {
  const input = turns(mix);
  let produced = 0;
  const ms = await medianMs(
    async () => {
      const h = makeHarness();
      for (let t = 0; t < input.length; t++) await h.turn(input[t]!, t + 1, null);
      produced = h.log.length;
    },
    7,
    2,
  );
  if (produced !== expectedEvents(mix)) {
    throw new Error(`pipeline.noop.${mix}: expected ${expectedEvents(mix)} events, got ${produced}`);
  }
  report({
    name: `pipeline.noop.${mix}`,
    value: CALLS / (ms / 1000),
    unit: 'calls/s',
    command: 'npm run bench -- pipeline',
  });
}
