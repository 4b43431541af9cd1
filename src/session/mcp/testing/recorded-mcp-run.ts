// A run of one call of server-everything's get-sum, answered from its record (no server), with whatever other
// inputs a test adds: the MCP tests that need only what a session records replay it in milliseconds.
import type { TraceEvent } from '../../../engine';
import type { McpWire } from '../../../engine/trace/mcp-wire';
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import type { RecordedInput } from '../../../runtime/spec/recorded-input';
import type { RunSpec } from '../../../runtime/spec/run-spec';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import type { McpServerSpec } from '../../../runtime/spec/user-tool-spec';

type McpCallOutcome = Extract<RecordedInput, { type: 'mcp-call' }>['outcome'];
export type McpCallAnswer = Extract<McpCallOutcome, { kind: 'answer' }>['answer'];
export type McpToolListing = McpServerSpec['tools'][number];

const SERVER: McpServerSpec = {
  name: 'everything',
  url: 'http://127.0.0.1:9/mcp',
  trusted: true,
  tools: [
    {
      name: 'get-sum',
      description: 'Returns the sum of two numbers',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'number' }, b: { type: 'number' } },
        required: ['a', 'b'],
      },
      annotations: { readOnlyHint: true },
    },
  ],
};

/** The call's id in the scripted run. */
export const RECORDED_CALL_ID = 'call_1_1';

/** `wire`: the call's lane as recorded beside its answer; `server`: what to lay over the recorded server. */
export function recordedMcpSpec(
  answer: McpCallAnswer,
  inputs: readonly RecordedInput[] = [],
  recorded: { readonly wire?: McpWire; readonly server?: Partial<McpServerSpec> } = {},
): RunSpec {
  const base = scriptedSpec(
    [{ toolCalls: [{ name: 'mcp__everything__get-sum', arguments: { a: 1, b: 2 } }] }, { content: 'Done.' }],
    { tools: ['Read'] },
  );
  const answered: RecordedInput = {
    type: 'mcp-call',
    callId: RECORDED_CALL_ID,
    outcome: { kind: 'answer', answer },
    ...(recorded.wire ? { wire: recorded.wire } : {}),
  };
  return {
    ...base,
    tools: { ...base.tools, mcp: [{ ...SERVER, ...recorded.server }] },
    inputs: [answered, ...inputs],
  };
}

export async function replayed(spec: RunSpec): Promise<readonly TraceEvent[]> {
  const created = await createInProcessRuntime(spec, { mode: 'replay', askPolicy: { kind: 'fail' } });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}
