// Streaming chat completions deliver a tool call in pieces: its index, id and name first, then fragments of
// the arguments JSON. The assembler turns chunks into UI deltas as they arrive and into one final response.
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { FinishReason, ModelDelta, ModelResponse, ModelToolCall, ModelUsage } from '../model-types';

interface PartialToolCall {
  id: string;
  name: string;
  arguments: string;
}

export class StreamAssembler {
  private text = '';
  private sawText = false;
  private readonly calls = new Map<number, PartialToolCall>();
  private finishReason: FinishReason | undefined;
  private usage: ModelUsage | undefined;

  /** Absorbs one chunk and returns what it added, in order. */
  push(chunk: ChatCompletionChunk): ModelDelta[] {
    const deltas: ModelDelta[] = [];
    if (chunk.usage) this.usage = toUsage(chunk.usage);
    for (const choice of chunk.choices) {
      if (choice.index !== 0) continue;
      const content = choice.delta.content;
      if (typeof content === 'string' && content.length > 0) {
        this.text += content;
        this.sawText = true;
        deltas.push({ type: 'text', text: content });
      }
      for (const fragment of choice.delta.tool_calls ?? []) {
        deltas.push(...this.absorbToolFragment(fragment));
      }
      if (choice.finish_reason) this.finishReason = normalizeFinishReason(choice.finish_reason);
    }
    return deltas;
  }

  finish(): ModelResponse {
    const toolCalls: ModelToolCall[] = [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, call]) => ({ id: call.id, name: call.name, arguments: call.arguments }));
    const finishReason = this.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop');
    return {
      content: this.sawText ? this.text : null,
      toolCalls,
      finishReason,
      ...(this.usage ? { usage: this.usage } : {}),
    };
  }

  private absorbToolFragment(fragment: ChatCompletionChunk.Choice.Delta.ToolCall): ModelDelta[] {
    const deltas: ModelDelta[] = [];
    let call = this.calls.get(fragment.index);
    if (!call) {
      call = { id: fragment.id ?? '', name: fragment.function?.name ?? '', arguments: '' };
      this.calls.set(fragment.index, call);
      deltas.push({ type: 'tool-call-start', index: fragment.index, id: call.id, name: call.name });
    } else {
      // Some gateways repeat or late-deliver the id and name; keep the first non-empty value.
      if (!call.id && fragment.id) call.id = fragment.id;
      if (!call.name && fragment.function?.name) call.name = fragment.function.name;
    }
    const args = fragment.function?.arguments;
    if (typeof args === 'string' && args.length > 0) {
      call.arguments += args;
      deltas.push({ type: 'tool-call-arguments', index: fragment.index, fragment: args });
    }
    return deltas;
  }
}

/** The non-streaming path: one whole completion. */
export function responseFromCompletion(completion: ChatCompletion): ModelResponse | undefined {
  const choice = completion.choices[0];
  if (!choice) return undefined;
  const toolCalls: ModelToolCall[] = [];
  for (const call of choice.message.tool_calls ?? []) {
    if (call.type !== 'function') continue;
    toolCalls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  return {
    content: choice.message.content ?? null,
    toolCalls,
    finishReason: normalizeFinishReason(choice.finish_reason),
    ...(completion.usage ? { usage: toUsage(completion.usage) } : {}),
  };
}

function toUsage(usage: { prompt_tokens: number; completion_tokens: number }): ModelUsage {
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
}

function normalizeFinishReason(reason: string): FinishReason {
  switch (reason) {
    case 'tool_calls':
    case 'function_call':
      return 'tool_calls';
    case 'length':
      return 'length';
    case 'content_filter':
      return 'content_filter';
    default:
      return 'stop';
  }
}
