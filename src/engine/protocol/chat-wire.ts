// The Chat Completions wire shapes the pipeline speaks: the messages of a turn, a tool call as the history
// holds it, the tool choice, the finish reason and the token usage. The engine owns them because the
// history, the trace and the "same turn, other APIs" converters are built from them; the model providers
// (llm/model-types.ts) speak the same shapes and import them from here, so there is one definition.

export interface ChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

export type ChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string | null;
      readonly tool_calls?: readonly ChatToolCall[];
    }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

export type ChatToolChoice =
  'auto' | 'none' | 'required' | { readonly type: 'function'; readonly function: { readonly name: string } };

export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'content_filter';

export interface TokenUsage {
  /** Every token of the prompt, those served from or written to a prompt cache included. */
  readonly promptTokens: number;
  readonly completionTokens: number;
  /**
   * Prompt tokens read from the endpoint's prompt cache (Anthropic `cache_read_input_tokens`; Chat Completions
   * `prompt_tokens_details.cached_tokens`; Responses `input_tokens_details.cached_tokens`). Absent when the
   * endpoint did not say, which is not the same as 0: a session recorded before these were kept has none.
   */
  readonly cacheReadTokens?: number;
  /** Prompt tokens written to the prompt cache (Anthropic `cache_creation_input_tokens`); absent when not said. */
  readonly cacheCreationTokens?: number;
}

/** One tool call as the model wrote it: arguments stay the raw JSON text the model produced. */
export interface ModelToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}
