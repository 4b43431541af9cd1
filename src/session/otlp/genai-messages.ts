// Chat Completions messages in the GenAI conventions' message shape (gen_ai.input.messages /
// gen_ai.output.messages): a role and its parts — text, tool calls (id, name, arguments) and tool results
// (tool_call_response by id) — so Langfuse, Phoenix or Jaeger show the conversation each model call saw.
// Messages the request holds in another shape are kept as one text part of their JSON, never dropped.
import { MAX_ARGUMENT_DEPTH, parseJsonWithinDepth } from '../../common/json-depth';
import type { RawToolCallView } from '../../engine/trace/trace-events';

type Part =
  | { readonly type: 'text'; readonly content: string }
  | {
      readonly type: 'tool_call';
      readonly id: string | null;
      readonly name: string | null;
      readonly arguments: unknown;
    }
  | { readonly type: 'tool_call_response'; readonly id: string | null; readonly response: unknown };

export interface GenAiMessage {
  readonly role: string;
  readonly parts: readonly Part[];
  readonly finish_reason?: string;
}

/**
 * The arguments as a value when they are JSON, else the text as sent — as sent, too, when they nest deeper
 * than arguments may (the pipeline refused them; the exporter's JSON could not write them as a value).
 */
function argumentsValue(text: string): unknown {
  const parsed = parseJsonWithinDepth(text, MAX_ARGUMENT_DEPTH);
  return parsed.ok ? parsed.value : text;
}

function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return null;
  return JSON.stringify(content);
}

export function genAiInputMessages(messages: readonly unknown[]): GenAiMessage[] {
  return messages.map((message): GenAiMessage => {
    if (typeof message !== 'object' || message === null) {
      return { role: 'user', parts: [{ type: 'text', content: JSON.stringify(message) }] };
    }
    const m = message as Record<string, unknown>;
    const role = typeof m.role === 'string' ? m.role : 'user';
    if (role === 'tool') {
      const id = typeof m.tool_call_id === 'string' ? m.tool_call_id : null;
      return { role, parts: [{ type: 'tool_call_response', id, response: textOf(m.content) ?? '' }] };
    }
    const parts: Part[] = [];
    const text = textOf(m.content);
    if (text !== null) parts.push({ type: 'text', content: text });
    if (Array.isArray(m.tool_calls)) {
      for (const call of m.tool_calls as Record<string, unknown>[]) {
        const fn = (call.function ?? {}) as Record<string, unknown>;
        parts.push({
          type: 'tool_call',
          id: typeof call.id === 'string' ? call.id : null,
          name: typeof fn.name === 'string' ? fn.name : null,
          arguments: argumentsValue(typeof fn.arguments === 'string' ? fn.arguments : ''),
        });
      }
    }
    return { role, parts };
  });
}

export function genAiOutputMessages(
  content: string | null,
  toolCalls: readonly RawToolCallView[],
  finishReason: string | null,
): GenAiMessage[] {
  const parts: Part[] = [];
  if (content !== null) parts.push({ type: 'text', content });
  for (const call of toolCalls) {
    parts.push({
      type: 'tool_call',
      id: call.id,
      name: call.name,
      arguments: argumentsValue(call.arguments),
    });
  }
  return [{ role: 'assistant', parts, ...(finishReason === null ? {} : { finish_reason: finishReason }) }];
}
