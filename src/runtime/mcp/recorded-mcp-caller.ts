// MCP calls answered like model requests: a call the session recorded is answered from its record, so a
// replay, a share link and a trace hash need no server; any other goes to the live connection and its outcome
// is recorded (scrubbed of the device's secrets first) before the run uses it. With no connection and no
// record, the call fails in words, as a fault the breaker counts. What went over the wire is recorded beside
// the outcome and shown (`shown`) whether the call went live or was answered from its record, so a replay
// draws the same MCP lane.
import type { ToolContext } from '../../engine/protocol/tool';
import type { McpCallOutcome, McpProgress } from '../../tools/mcp/mcp-call-outcome';
import type { McpCallRequest, McpToolCaller } from '../../tools/mcp/mcp-tool';
import type { McpWire } from '../../engine/trace/mcp-wire';
import type { RecordedInput } from '../spec/recorded-input';
import { splitWire } from './wired-outcome';

export interface McpRecording {
  /** Keeps the outcome in the session's record. */
  readonly record: (input: RecordedInput) => void;
  /** The device's secrets removed from what the server said (a server may echo a token back). */
  readonly scrub: <T>(value: T) => T;
  /** Hears a call's wire (the trace's `mcp-exchange`), live or from the record. */
  readonly shown?: (wire: McpWire, request: McpCallRequest, context: ToolContext) => void;
  /**
   * Hears a call's progress (the trace's `mcp-progress`): live as each notification comes, from the record
   * when the call is answered from it (decision 0888).
   */
  readonly progressed?: (progress: McpProgress, request: McpCallRequest, context: ToolContext) => void;
}

/** What a live caller may tell while a call runs. */
export interface McpCallListeners {
  readonly onProgress?: (progress: McpProgress) => void;
}

/** A caller of live servers: the tools layer's caller, which may be told of a call's progress as it comes. */
export interface LiveMcpCalls {
  call(request: McpCallRequest, context: ToolContext, listeners?: McpCallListeners): Promise<McpCallOutcome>;
}

type RecordedCall = Extract<RecordedInput, { type: 'mcp-call' }>;

export function recordedMcpCaller(
  inputs: readonly RecordedInput[],
  live: LiveMcpCalls | null,
  recording: McpRecording,
): McpToolCaller {
  const recorded = new Map<string, RecordedCall>();
  for (const input of inputs) if (input.type === 'mcp-call') recorded.set(input.callId, input);
  const answer = (call: RecordedCall, request: McpCallRequest, context: ToolContext) => {
    if (call.wire) recording.shown?.(call.wire, request, context);
    return call.outcome;
  };
  const fromRecord = (call: RecordedCall, request: McpCallRequest, context: ToolContext) => {
    // The progress a live run showed as it came, said again where the record answers.
    if (call.outcome.kind === 'answer')
      for (const progress of call.outcome.answer.progress ?? [])
        recording.progressed?.(progress, request, context);
    return answer(call, request, context);
  };
  return {
    async call(request: McpCallRequest, context: ToolContext): Promise<McpCallOutcome> {
      const known = recorded.get(context.callId);
      if (known) return fromRecord(known, request, context);
      if (!live) return unreachable(request);
      const heard = await live.call(request, context, {
        onProgress: (progress) => recording.progressed?.(recording.scrub(progress), request, context),
      });
      const { outcome, wire } = splitWire(recording.scrub(heard));
      const call: RecordedCall = {
        type: 'mcp-call',
        callId: context.callId,
        outcome,
        ...(wire ? { wire } : {}),
      };
      recorded.set(context.callId, call);
      recording.record(call);
      return answer(call, request, context);
    },
  };
}

/** Outside a runtime with connections (a registry built for display, a replay past its record). */
export const NO_MCP_CONNECTION: McpToolCaller = {
  call: (request) => Promise.resolve(unreachable(request)),
};

function unreachable(request: McpCallRequest): McpCallOutcome {
  return {
    kind: 'failure',
    failure: 'disconnected',
    message: `No answer of the MCP server ${request.server.name} is recorded for this call, and it is not connected.`,
  };
}
