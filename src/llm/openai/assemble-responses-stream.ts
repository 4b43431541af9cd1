// A streamed Responses API answer is a sequence of typed events: `response.output_text.delta` for text,
// `response.output_item.added` announcing a `function_call` item (its call_id and name) and
// `response.function_call_arguments.delta` for its arguments, then `response.completed` carrying the whole
// response (status, usage). Each event becomes UI deltas as it arrives; the end is read from what streamed
// plus the final response's status and usage. A stream that never completes, an `error` or
// `response.failed` event, or an event that is not an object, is a problem.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { ModelDelta, ModelResponse, ModelToolCall, ModelUsage } from '../model-types';
import { emptyAnswerProblem, errorBodyMessage, isObject, unusedId, type Read } from './completion-shape';
import { finishReasonOf, readResponsesUsage } from './read-responses';

interface StreamedCall {
  readonly position: number;
  id: string | undefined;
  name: string;
  arguments: string;
}

export class ResponsesStreamAssembler {
  private text = '';
  private sawText = false;
  /** Calls by their item's output_index (or item id when a server leaves the index out). */
  private readonly calls = new Map<string, StreamedCall>();
  private final: Readonly<Record<string, unknown>> | undefined;
  private usage: ModelUsage | undefined;
  private events = 0;

  push(raw: unknown): Read<ModelDelta[]> {
    this.events += 1;
    const where = `Stream event ${this.events}`;
    if (!isObject(raw)) return { ok: false, problem: `${where} is not a JSON object.` };
    switch (raw.type) {
      case 'response.output_text.delta': {
        if (typeof raw.delta !== 'string') return { ok: true, value: [] };
        this.text += raw.delta;
        this.sawText = true;
        return { ok: true, value: raw.delta === '' ? [] : [{ type: 'text', text: raw.delta }] };
      }
      case 'response.output_item.added':
      case 'response.output_item.done':
        return { ok: true, value: this.item(raw) };
      case 'response.function_call_arguments.delta': {
        const call = this.calls.get(keyOf(raw));
        if (!call || typeof raw.delta !== 'string') return { ok: true, value: [] };
        call.arguments += raw.delta;
        return {
          ok: true,
          value: [{ type: 'tool-call-arguments', index: call.position, fragment: raw.delta }],
        };
      }
      case 'response.completed':
      case 'response.incomplete':
        if (isObject(raw.response)) {
          this.final = raw.response;
          this.usage = readResponsesUsage(raw.response.usage) ?? this.usage;
        }
        return { ok: true, value: [] };
      case 'response.failed': {
        const response = isObject(raw.response) ? raw.response : {};
        return {
          ok: false,
          problem: `The stream carried an error: ${errorBodyMessage(response) ?? 'the response failed'}`,
        };
      }
      case 'error':
        return {
          ok: false,
          problem: `The stream carried an error: ${typeof raw.message === 'string' ? raw.message : 'an error without a message'}`,
        };
      default:
        return { ok: true, value: [] }; // created, in_progress, content_part.*, reasoning…: nothing to show
    }
  }

  finish(): Read<ModelResponse> {
    if (this.events === 0)
      return {
        ok: false,
        problem: 'The stream ended without a single event: the endpoint did not send a Responses API stream.',
      };
    if (!this.final)
      return {
        ok: false,
        problem: 'The stream ended before "response.completed": the answer is incomplete.',
      };
    const notes: ResponseAssumption[] = [];
    const ordered = [...this.calls.values()].sort((a, b) => a.position - b.position);
    const taken = new Set(ordered.flatMap((c) => (c.id ? [c.id] : [])));
    const toolCalls: ModelToolCall[] = [];
    for (const [n, call] of ordered.entries()) {
      if (call.name === '') return { ok: false, problem: `Streamed function call ${n + 1} has no name.` };
      let id = call.id;
      if (!id) {
        id = unusedId(taken, n);
        notes.push({ kind: 'tool-call-id-missing', call: n, id });
      }
      let args = call.arguments;
      if (args === '') {
        args = '{}';
        notes.push({ kind: 'arguments-missing', call: n });
      }
      toolCalls.push({ id, name: call.name, arguments: args });
    }
    const content = this.sawText ? this.text : null;
    const finishReason = finishReasonOf(this.final, toolCalls.length);
    const empty = emptyAnswerProblem(content, toolCalls.length, finishReason);
    if (empty) return { ok: false, problem: empty };
    return {
      ok: true,
      value: {
        content,
        toolCalls,
        finishReason,
        ...(this.usage ? { usage: this.usage } : {}),
        ...(notes.length > 0 ? { assumptions: notes } : {}),
      },
    };
  }

  /** A function_call item, announced (`added`) or whole (`done`: arguments not streamed are caught up). */
  private item(raw: Readonly<Record<string, unknown>>): ModelDelta[] {
    const item = raw.item;
    if (!isObject(item) || item.type !== 'function_call') return [];
    const key = keyOf(raw, item);
    let call = this.calls.get(key);
    const deltas: ModelDelta[] = [];
    if (!call) {
      call = {
        position: this.calls.size,
        id: typeof item.call_id === 'string' && item.call_id !== '' ? item.call_id : undefined,
        name: typeof item.name === 'string' ? item.name : '',
        arguments: '',
      };
      this.calls.set(key, call);
      deltas.push({ type: 'tool-call-start', index: call.position, id: call.id ?? '', name: call.name });
    }
    const whole = typeof item.arguments === 'string' ? item.arguments : '';
    if (whole.length > call.arguments.length && whole.startsWith(call.arguments)) {
      const rest = whole.slice(call.arguments.length);
      call.arguments = whole;
      deltas.push({ type: 'tool-call-arguments', index: call.position, fragment: rest });
    }
    return deltas;
  }
}

function keyOf(raw: Readonly<Record<string, unknown>>, item?: Readonly<Record<string, unknown>>): string {
  if (typeof raw.output_index === 'number') return `#${raw.output_index}`;
  const id = item?.id ?? raw.item_id;
  return typeof id === 'string' ? `id:${id}` : '#?';
}
