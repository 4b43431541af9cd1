// One endpoint script recorded live against a loopback OpenAI-compatible mock, as a harness engineer records
// against a real endpoint: the answers are the script's, but the call ids are the endpoint's own, fresh on
// every run (`idPrefix`). Comparing two such recordings is what `npm run diff` must call identical.
import type { ServerAnswer } from '../../llm/testing/completion-bodies';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RunSpec } from '../spec/run-spec';
import { runAgainstEndpoint } from './local-endpoint-run';

/** A call of the script: which tool, with which arguments (its id is the endpoint's). */
export interface ScriptCall {
  readonly name: string;
  readonly arguments: string;
}

/** Three turns: two Reads at once, the first file again (alike, but in another step), then an answer. */
export const THREE_TURN_SCRIPT: readonly (readonly ScriptCall[] | string)[] = [
  [
    { name: 'Read', arguments: '{"path":"src/a.ts"}' },
    { name: 'Read', arguments: '{"path":"src/b.ts"}' },
  ],
  [{ name: 'Read', arguments: '{"path":"src/a.ts"}' }],
  'a is 1 and b is 2.',
];

export async function recordAgainstLoopback(
  script: readonly (readonly ScriptCall[] | string)[],
  idPrefix: string,
): Promise<{ readonly spec: RunSpec; readonly events: readonly TraceEvent[] }> {
  const run = await runAgainstEndpoint(
    script.map((turn, t) => ({
      type: 'answer' as const,
      answer: answerOf(turn, (i) => `${idPrefix}_${t + 1}_${i + 1}`),
    })),
    { stream: false, tools: ['Read'] },
  );
  return { spec: run.spec, events: run.events };
}

function answerOf(turn: readonly ScriptCall[] | string, idOf: (index: number) => string): ServerAnswer {
  if (typeof turn === 'string') return { content: turn };
  return { toolCalls: turn.map((call, i) => ({ id: idOf(i), ...call })) };
}
