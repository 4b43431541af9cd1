// The OpenAI APIs' cached-token details, read beside their usage: Chat Completions'
// `usage.prompt_tokens_details.cached_tokens` and the Responses API's `usage.input_tokens_details.cached_tokens`
// become the prompt's cache-read figure; a usage without them (or with a figure that is not a count) has none,
// so it reads "not reported", never 0.
import { describe, expect, it } from 'vitest';
import { readUsage } from './completion-shape';
import { readResponsesUsage } from './read-responses';

describe('cached tokens beside the usage', () => {
  it('Chat Completions: prompt_tokens_details.cached_tokens', () => {
    expect(
      readUsage({ prompt_tokens: 100, completion_tokens: 7, prompt_tokens_details: { cached_tokens: 64 } }),
    ).toEqual({ promptTokens: 100, completionTokens: 7, cacheReadTokens: 64 });
    expect(
      readUsage({ prompt_tokens: 100, completion_tokens: 7, prompt_tokens_details: { cached_tokens: 0 } }),
    ).toEqual({ promptTokens: 100, completionTokens: 7, cacheReadTokens: 0 });
  });

  it('Responses: input_tokens_details.cached_tokens', () => {
    expect(
      readResponsesUsage({ input_tokens: 50, output_tokens: 3, input_tokens_details: { cached_tokens: 32 } }),
    ).toEqual({ promptTokens: 50, completionTokens: 3, cacheReadTokens: 32 });
  });

  it('not said, or not a count: no figure at all', () => {
    expect(readUsage({ prompt_tokens: 100, completion_tokens: 7 })).toEqual({
      promptTokens: 100,
      completionTokens: 7,
    });
    expect(
      readUsage({ prompt_tokens: 100, completion_tokens: 7, prompt_tokens_details: { cached_tokens: null } }),
    ).toEqual({ promptTokens: 100, completionTokens: 7 });
    expect(
      readResponsesUsage({ input_tokens: 50, output_tokens: 3, input_tokens_details: { cached_tokens: -1 } }),
    ).toEqual({ promptTokens: 50, completionTokens: 3 });
  });
});
