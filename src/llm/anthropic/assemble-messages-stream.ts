// A streamed Messages answer is a sequence of typed events: `message_start` (the message, its input usage),
// then per content block a `content_block_start` (text, or a `tool_use` with its id and name), its
// `content_block_delta`s (`text_delta`, `input_json_delta` fragments of the call's input) and a
// `content_block_stop`; then `message_delta` (the stop reason, the output usage) and `message_stop`. `ping`
// says nothing. Each event becomes the pipeline's deltas as it arrives, numbered by the call's place among the
// answer's calls (a block's index counts text blocks too); the end is read from what streamed. The `error`
// event is the provider's to map (map-messages-error.ts): it is a failure of the call, not of the stream.
import type { ModelDelta, ModelResponse, ModelToolCall, ModelUsage } from '../model-types';
import { emptyAnswerProblem, isObject, type Read } from '../openai/completion-shape';
import { finishReasonOfStop, readMessagesUsage } from './read-message';

interface StreamedUse {
  readonly position: number;
  readonly id: string;
  readonly name: string;
  /** Fragments of `input_json_delta` as they came; the block's own `input` when none came. */
  json: string;
  readonly startInput: unknown;
}

type Json = Readonly<Record<string, unknown>>;

export class MessagesStreamAssembler {
  private text: string | null = null;
  /** Tool uses by their content block's index. */
  private readonly uses = new Map<number, StreamedUse>();
  private usage: Json = {};
  private stopReason: unknown = undefined;
  private started = false;
  private stopped = false;
  private events = 0;

  push(raw: unknown): Read<ModelDelta[]> {
    this.events += 1;
    const where = `Stream event ${this.events}`;
    if (!isObject(raw)) return { ok: false, problem: `${where} is not a JSON object.` };
    switch (raw.type) {
      case 'message_start': {
        const message = isObject(raw.message) ? raw.message : {};
        this.started = true;
        if (isObject(message.usage)) this.usage = { ...message.usage };
        return { ok: true, value: [] };
      }
      case 'content_block_start':
        return this.blockStart(raw, where);
      case 'content_block_delta':
        return this.blockDelta(raw, where);
      case 'message_delta': {
        if (isObject(raw.delta) && raw.delta.stop_reason !== undefined)
          this.stopReason = raw.delta.stop_reason;
        // Each figure said here is the running total: it replaces the one before (null says nothing).
        if (isObject(raw.usage))
          for (const [name, value] of Object.entries(raw.usage))
            if (value !== null && value !== undefined) this.usage = { ...this.usage, [name]: value };
        return { ok: true, value: [] };
      }
      case 'message_stop':
        this.stopped = true;
        return { ok: true, value: [] };
      default:
        return { ok: true, value: [] }; // ping, content_block_stop, and event types added later
    }
  }

  finish(): Read<ModelResponse> {
    if (!this.started)
      return {
        ok: false,
        problem:
          'The stream ended without "message_start": the endpoint did not send an Anthropic Messages stream.',
      };
    if (!this.stopped)
      return { ok: false, problem: 'The stream ended before "message_stop": the answer is incomplete.' };
    const toolCalls: ModelToolCall[] = [];
    for (const use of [...this.uses.values()].sort((a, b) => a.position - b.position)) {
      // A call with no input streams no fragment at all: its input is the block's own, `{}` as sent.
      const args = use.json !== '' ? use.json : JSON.stringify(use.startInput ?? {});
      toolCalls.push({ id: use.id, name: use.name, arguments: args });
    }
    const finishReason = finishReasonOfStop(this.stopReason, toolCalls.length);
    const empty = emptyAnswerProblem(this.text, toolCalls.length, finishReason);
    if (empty) return { ok: false, problem: empty };
    const usage: ModelUsage | undefined = readMessagesUsage(this.usage);
    return { ok: true, value: { content: this.text, toolCalls, finishReason, ...(usage ? { usage } : {}) } };
  }

  private blockStart(raw: Json, where: string): Read<ModelDelta[]> {
    const block = raw.content_block;
    if (!Number.isInteger(raw.index) || !isObject(block))
      return { ok: false, problem: `${where} starts a content block without its index or the block.` };
    if (block.type === 'text') {
      const text = typeof block.text === 'string' ? block.text : '';
      this.text = (this.text ?? '') + text;
      return { ok: true, value: text === '' ? [] : [{ type: 'text', text }] };
    }
    if (block.type !== 'tool_use') return { ok: true, value: [] }; // thinking and server tools: not shown
    if (
      typeof block.id !== 'string' ||
      block.id === '' ||
      typeof block.name !== 'string' ||
      block.name === ''
    )
      return { ok: false, problem: `${where} starts a tool use without its id or name.` };
    const use: StreamedUse = {
      position: this.uses.size,
      id: block.id,
      name: block.name,
      json: '',
      startInput: block.input,
    };
    this.uses.set(raw.index as number, use);
    return {
      ok: true,
      value: [{ type: 'tool-call-start', index: use.position, id: use.id, name: use.name }],
    };
  }

  private blockDelta(raw: Json, where: string): Read<ModelDelta[]> {
    const delta = raw.delta;
    if (!isObject(delta))
      return { ok: false, problem: `${where} has a content block delta without "delta".` };
    if (delta.type === 'text_delta' && typeof delta.text === 'string') {
      this.text = (this.text ?? '') + delta.text;
      return { ok: true, value: delta.text === '' ? [] : [{ type: 'text', text: delta.text }] };
    }
    if (delta.type !== 'input_json_delta' || typeof delta.partial_json !== 'string')
      return { ok: true, value: [] }; // thinking, signature and citation deltas
    const use = Number.isInteger(raw.index) ? this.uses.get(raw.index as number) : undefined;
    if (!use) return { ok: false, problem: `${where} continues a tool use that never started.` };
    use.json += delta.partial_json;
    return {
      ok: true,
      value:
        delta.partial_json === ''
          ? []
          : [{ type: 'tool-call-arguments', index: use.position, fragment: delta.partial_json }],
    };
  }
}
