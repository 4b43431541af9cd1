// One endpoint script recorded live against a loopback OpenAI-compatible mock, as a harness engineer records
// against a real endpoint: the answers are the script's, but the call ids are the endpoint's own, fresh on
// every run (`idPrefix`). Comparing two such recordings is what `npm run diff` must call identical.
import type { ServerAnswer } from '../../llm/testing/completion-bodies';
import { startOpenAICompatibleServer } from '../../llm/testing/openai-compatible-server';
import { twoTurnFiles } from '../../llm/testing/provider-fixtures';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { createInProcessRuntime } from '../host/node-runtime';
import { credentialFor } from '../providers/endpoint-credential';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from './spec-builders';

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
  const server = await startOpenAICompatibleServer();
  try {
    server.enqueue(
      ...script.map((turn, t) => ({
        type: 'answer' as const,
        answer: answerOf(turn, (i) => `${idPrefix}_${t + 1}_${i + 1}`),
      })),
    );
    const spec: RunSpec = {
      ...scriptedSpec([], { files: twoTurnFiles, tools: ['Read'] }),
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'local-model',
        baseURL: server.baseURL,
        stream: false,
      },
    };
    const credential = credentialFor(server.baseURL, 'sk-loopback');
    if (!credential) throw new Error('the loopback server has no endpoint name');
    const created = await createInProcessRuntime(spec, { mode: 'live', secrets: { credential } });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    return { spec: created.runtime.exportSpec(), events: created.runtime.log.events };
  } finally {
    await server.close();
  }
}

function answerOf(turn: readonly ScriptCall[] | string, idOf: (index: number) => string): ServerAnswer {
  if (typeof turn === 'string') return { content: turn };
  return { toolCalls: turn.map((call, i) => ({ id: idOf(i), ...call })) };
}
