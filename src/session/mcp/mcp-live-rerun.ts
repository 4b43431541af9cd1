// A recorded session re-run with its MCP servers live (issue 40, item 3): where does a server now answer
// otherwise? Each server's recorded `tools/list` is held against what it lists now, then the session runs
// with the model's record and every `tools/call` sent to the server, each live answer held against the one
// recorded for the same call id. The first difference is said in words, as `npm run diff` says a run's
// (the same field walk, compare/run-diff.ts); the run goes on with the live answers, as a live re-run does.
import type { TraceEvent } from '../../engine';
import { createInProcessRuntime, type McpLiveFactory } from '../../runtime/host/node-runtime';
import { liveMcpCaller, type LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { runSettingOf } from '../../runtime/spec/run-settings';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import { splitWire } from '../../runtime/mcp/wired-outcome';
import type { RecordedInput } from '../../runtime/spec/recorded-input';
import type { RunSpec } from '../../runtime/spec/run-spec';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
import { firstDifferingField } from '../compare/run-diff';

type McpCallOutcome = Extract<RecordedInput, { type: 'mcp-call' }>['outcome'];

export interface McpLiveDifference {
  readonly exchange: 'tools/list' | 'tools/call';
  /** The session's name for the server. */
  readonly server: string;
  /** The call's id, for a tools/call. */
  readonly callId: string | null;
  /** Where the answers part (`content/0/text`; `/` when they differ as a whole). */
  readonly field: string;
  readonly words: string;
}

export interface McpLiveRerun {
  readonly events: readonly TraceEvent[];
  /** The first place a server answered otherwise than recorded; null when every answer was the same. */
  readonly difference: McpLiveDifference | null;
}

/** The longest value quoted in the words. */
const QUOTED_CHARS = 120;

export async function rerunWithLiveMcpServers(
  spec: RunSpec,
  headersFor: (url: string) => Readonly<Record<string, string>> = () => ({}),
): Promise<McpLiveRerun> {
  const servers = spec.tools.mcp ?? [];
  const limit = () => runSettingOf(spec.settings, 'responseLimits').maxResponseBytes;
  let difference = await firstListingDifference(servers, headersFor, limit);
  const recorded = recordedCalls(spec.inputs);
  let live: LiveMcpCaller | undefined;
  const comparing: McpLiveFactory = (run) => ({
    async call(request, context, listeners) {
      live ??= liveMcpCaller(headersFor, run.maxResponseBytes);
      const wired = await live.call(request, context, listeners);
      // What went over the wire rides beside a live outcome (the MCP lane): the answers are what is compared.
      const { outcome } = splitWire(wired);
      const before = recorded.get(context.callId);
      if (difference === null && before !== undefined) {
        const field = firstDifferingField(before, outcome);
        if (field !== null)
          difference = {
            exchange: 'tools/call',
            server: request.server.name,
            callId: context.callId,
            field,
            words: `The MCP server ${request.server.name} now answers the call ${context.callId} (${request.tool}) otherwise, at ${field}: recorded ${quoted(before, field)}, live ${quoted(outcome, field)}.`,
          };
      }
      return wired;
    },
  });
  try {
    // Without the recorded answers every call goes to the server; the model's answers stay recorded.
    const rerun = { ...spec, inputs: spec.inputs.filter((input) => input.type !== 'mcp-call') };
    const created = await createInProcessRuntime(rerun, {
      mode: 'replay',
      askPolicy: { kind: 'fail' },
      mcpLive: comparing,
    });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    return { events: created.runtime.log.events, difference };
  } finally {
    await live?.close();
  }
}

async function firstListingDifference(
  servers: readonly McpServerSpec[],
  headersFor: (url: string) => Readonly<Record<string, string>>,
  maxResponseBytes: () => number,
): Promise<McpLiveDifference | null> {
  for (const server of servers) {
    const endpoint = { url: server.url, headers: headersFor(server.url) };
    const opened = await McpConnection.open(endpoint, { maxResponseBytes });
    if (!opened.ok)
      return { exchange: 'tools/list', server: server.name, callId: null, field: '/', words: opened.reason };
    const tools = await opened.connection.listTools().finally(() => opened.connection.close());
    // Each recorded tool against the live one of the same name. A tool the server has added since was never
    // offered in the recorded run, so it is no difference of that run's answers.
    const liveByName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const [index, before] of server.tools.entries()) {
      const now = liveByName.get(before.name);
      const field = firstDifferingField(before, now);
      if (field === null) continue;
      const at = field === '/' ? `${index}` : `${index}/${field}`;
      return {
        exchange: 'tools/list',
        server: server.name,
        callId: null,
        field: at,
        words:
          now === undefined
            ? `The MCP server ${server.name} no longer lists the tool ${before.name}.`
            : `The MCP server ${server.name} now lists its tool ${before.name} otherwise, at ${field}: recorded ${quoted(before, field)}, live ${quoted(now, field)}.`,
      };
    }
  }
  return null;
}

function recordedCalls(inputs: readonly RecordedInput[]): Map<string, McpCallOutcome> {
  const calls = new Map<string, McpCallOutcome>();
  for (const input of inputs) if (input.type === 'mcp-call') calls.set(input.callId, input.outcome);
  return calls;
}

/** The value at a field path, as JSON cut to QUOTED_CHARS ("nothing" where the side has none). */
function quoted(value: unknown, field: string): string {
  let at: unknown = value;
  if (field !== '/')
    for (const key of field.split('/'))
      at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  if (at === undefined) return 'nothing';
  const json = JSON.stringify(at);
  return json.length > QUOTED_CHARS ? `${json.slice(0, QUOTED_CHARS - 1)}…` : json;
}
