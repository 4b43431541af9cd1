// A script is the offline model: a list of assistant turns played in order, one per model request (the
// Task subagent's requests take their turns from the same list, in the order they happen).
import { canonicalJson } from '../../common/canonical-json';
import { MAX_ARGUMENT_DEPTH, nestsDeeperThan } from '../../common/json-depth';
import type { ModelResponse, ModelToolCall } from '../model-types';

export interface ScriptedToolCall {
  /** Defaults to `call_<turn>_<index>` so scripts stay short and ids stay deterministic. */
  readonly id?: string;
  readonly name: string;
  /** An object is serialized; a string is sent as is (so a script can feed the pipeline bad JSON). */
  readonly arguments: string | Readonly<Record<string, unknown>>;
}

export interface ScriptedTurn {
  readonly content?: string;
  readonly toolCalls?: readonly ScriptedToolCall[];
  /** Defaults to `tool_calls` when there are calls, else `stop`. */
  readonly finishReason?: ModelResponse['finishReason'];
}

export function responseOfTurn(turn: ScriptedTurn, turnIndex: number): ModelResponse {
  const toolCalls: ModelToolCall[] = (turn.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_${turnIndex + 1}_${index + 1}`,
    name: call.name,
    arguments: argumentsText(call.arguments),
  }));
  return {
    content: turn.content ?? null,
    toolCalls,
    finishReason: turn.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
  };
}

/**
 * An object is written as JSON.stringify writes it, except one nested past what arguments may be: that one is
 * written without recursion (canonical JSON), for the pipeline to refuse it by its depth as it refuses such
 * text from an endpoint, instead of the stack overflowing here.
 */
function argumentsText(value: string | Readonly<Record<string, unknown>>): string {
  if (typeof value === 'string') return value;
  return nestsDeeperThan(value, MAX_ARGUMENT_DEPTH) ? canonicalJson(value) : JSON.stringify(value);
}
