// Captures what the `openai` SDK really sends and receives: the SDK is given this `fetch`, so the recorded
// body is the one it serialized (snake_case, `stream`, `stream_options`), and the response body is recorded as
// the SDK reads it, through a pass-through stream (a cancel or an abort reaches the network as before). The
// key never enters the record: the authorization header, and any header carrying the key, are redacted. The
// wall clock's times of the request and of the last byte are kept too (the OTLP export's real times).
import type {
  WireApi,
  WireChunk,
  WireExchange,
  WirePayload,
  WireRequest,
  WireResponse,
  WireSender,
  WireTiming,
} from '../../engine/trace/wire-exchange';
import { API_KEY_LABEL } from '../../common/secrets/known-secrets';

export const REDACTED_KEY = API_KEY_LABEL;

export interface WireRecorder {
  /** The fetch to give the SDK client. */
  readonly fetch: typeof fetch;
  /** The last exchange as far as it got (what arrived until now), or undefined if nothing was sent. */
  exchange(): WireExchange | undefined;
}

/**
 * `onBodyBytes` hears each piece of the body as it arrives, before the SDK parses it; when it answers false
 * the body errors there, so a response past its byte limit is never read further (nor buffered, nor recorded).
 */
export function recordWire(
  api: WireApi,
  apiKey: string,
  inner: typeof fetch = fetch,
  onBodyBytes: (byteCount: number) => boolean = () => true,
  wallClock: () => number = Date.now,
): WireRecorder {
  const sentFrom = senderOfThisRealm();
  let request: WireRequest | undefined;
  let response: { status: number; headers: Record<string, string>; body: BodyTap } | undefined;
  let timing: { startUnixMs: number; lastArrivalUnixMs: number | null } | undefined;
  const arrived = () => {
    if (timing) timing.lastArrivalUnixMs = wallClock();
  };
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    timing = { startUnixMs: wallClock(), lastArrivalUnixMs: null };
    request = {
      method: init?.method ?? 'GET',
      url: urlOf(input),
      headers: redactHeaders(new Headers(init?.headers), apiKey),
      body: typeof init?.body === 'string' ? payloadOf(init.body) : null,
    };
    response = undefined;
    const answer = await inner(input, init);
    arrived();
    const headers = redactHeaders(answer.headers, apiKey);
    const tap = new BodyTap(
      /^\s*text\/event-stream/i.test(answer.headers.get('content-type') ?? ''),
      (byteCount) => {
        arrived();
        return onBodyBytes(byteCount);
      },
    );
    response = { status: answer.status, headers, body: tap };
    if (!answer.body) return answer;
    return new Response(answer.body.pipeThrough(tap.stream()), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
  return {
    fetch: recordingFetch,
    exchange: () => {
      if (!request || !timing) return undefined;
      // No answer at all (a refused connection, an abort before the headers): the exchange ends now.
      const times: WireTiming = {
        startUnixMs: timing.startUnixMs,
        endUnixMs: timing.lastArrivalUnixMs ?? wallClock(),
      };
      if (!response) return { api, request, timing: times, sentFrom };
      const wire: WireResponse = {
        status: response.status,
        headers: response.headers,
        ...response.body.snapshot(),
      };
      return { api, request, response: wire, timing: times, sentFrom };
    },
  };
}

/**
 * A page or a worker of it has a browser under it (which adds its own headers to every fetch); Node has neither
 * `document` nor `WorkerGlobalScope`. Told by the realm, not by a header an SDK sends, so every provider's
 * exchange says it, whichever library (or none) built the request.
 */
function senderOfThisRealm(): WireSender {
  const realm = globalThis as { document?: unknown; WorkerGlobalScope?: unknown };
  return realm.document !== undefined || realm.WorkerGlobalScope !== undefined ? 'browser' : 'node';
}

/** Reads the bytes the SDK reads, keeping the text (a whole body) or the SSE events (a stream). */
class BodyTap {
  private readonly decoder = new TextDecoder();
  private text = '';
  private readonly chunks: WireChunk[] = [];
  /** The body arrived to its end: a last event without its blank line is whole, not cut. */
  private ended = false;

  constructor(
    private readonly sse: boolean,
    private readonly onBytes: (byteCount: number) => boolean,
  ) {}

  stream(): TransformStream<Uint8Array, Uint8Array> {
    return new TransformStream({
      transform: (bytes, controller) => {
        if (!this.onBytes(bytes.byteLength)) {
          controller.error(new Error('The response passed its byte limit.'));
          return;
        }
        this.absorb(this.decoder.decode(bytes, { stream: true }));
        controller.enqueue(bytes);
      },
      flush: () => {
        this.ended = true;
        this.absorb(this.decoder.decode());
      },
    });
  }

  snapshot(): Pick<WireResponse, 'body' | 'chunks'> {
    if (!this.sse) return { body: payloadOf(this.text) };
    const rest = this.text.trim();
    // An event cut off mid-way (a cut, a stall, an abort) is kept as far as it came, and marked.
    const last = rest === '' ? [] : [...eventsOf(rest, this.chunks.length)];
    const partial = this.ended ? last : last.map(markPartial);
    return { chunks: [...this.chunks, ...partial] };
  }

  private absorb(text: string): void {
    this.text += text;
    if (!this.sse) return;
    const blocks = this.text.split(/\r?\n\r?\n/);
    this.text = blocks.pop() ?? '';
    for (const block of blocks) this.chunks.push(...eventsOf(block, this.chunks.length));
  }
}

function markPartial(chunk: WireChunk): WireChunk {
  return { ...chunk, partial: true };
}

/** One SSE block → its event (none for a comment-only block). */
function* eventsOf(block: string, before: number): Generator<WireChunk> {
  let event: string | undefined;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    else if (line.startsWith('event:')) event = line.slice(6).trim();
  }
  if (data.length === 0 && event === undefined) return;
  yield { n: before + 1, ...(event === undefined ? {} : { event }), data: payloadOf(data.join('\n')) };
}

function payloadOf(text: string): WirePayload {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function redactHeaders(headers: Headers, apiKey: string): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    // "Bearer sk-…" keeps its scheme; a bare value is replaced whole.
    if (lower === 'authorization')
      kept[lower] = /^\S+\s+\S/.test(value) ? `${value.split(/\s+/)[0]!} ${REDACTED_KEY}` : REDACTED_KEY;
    else kept[lower] = apiKey.length >= 4 ? value.split(apiKey).join(REDACTED_KEY) : value;
  });
  return kept;
}
