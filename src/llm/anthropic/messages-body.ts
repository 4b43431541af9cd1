// The Messages request body for one turn: the pipeline's turn converted by the same rule the "same turn,
// other APIs" view shows (engine/wire-shapes/anthropic-shape.ts), so the tools' `input_schema` is the
// registry's schema and a failed call's result carries `is_error`, plus what the API requires of a live call.
import { toAnthropicRequest, type AnthropicRequestBody } from '../../engine/wire-shapes/anthropic-shape';
import type { ChatTurnRequest } from '../../engine/wire-shapes/chat-turn';
import type { ModelRequest } from '../model-types';

/**
 * Messages requires a ceiling on the answer's length. The pipeline has no setting for it (the other APIs leave
 * it to the server), so one generous enough for any tool call the response limits let through is sent.
 */
export const MESSAGES_MAX_TOKENS = 8192;

/** The version of the Messages API this body and the stream reader follow. */
export const ANTHROPIC_VERSION = '2023-06-01';

export interface MessagesRequestBody extends AnthropicRequestBody {
  readonly max_tokens: number;
  readonly stream: boolean;
}

export function toMessagesBody(request: ModelRequest, model: string, stream: boolean): MessagesRequestBody {
  const { body } = toAnthropicRequest({ ...(request as ChatTurnRequest), model });
  return { ...body, max_tokens: MESSAGES_MAX_TOKENS, stream };
}

/**
 * The headers of a call. The key goes in `x-api-key` (never `authorization`); the last header is Anthropic's
 * opt-in for calls made from a browser page, which it otherwise refuses by CORS.
 */
export function messagesHeaders(apiKey: string, stream: boolean): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
    'x-api-key': apiKey,
    'anthropic-version': ANTHROPIC_VERSION,
    'anthropic-dangerous-direct-browser-access': 'true',
  };
}
