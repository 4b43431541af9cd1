// The prompt-cache figures of a usage, copied only where the endpoint said them: an absent figure stays absent
// (not 0), so a session recorded before they were kept hashes as it did and reads "not reported".
import type { TokenUsage } from './chat-wire';

export type CachedTokens = Pick<TokenUsage, 'cacheReadTokens' | 'cacheCreationTokens'>;

export function cachedTokensOf(usage: CachedTokens): CachedTokens {
  return {
    ...(usage.cacheReadTokens === undefined ? {} : { cacheReadTokens: usage.cacheReadTokens }),
    ...(usage.cacheCreationTokens === undefined ? {} : { cacheCreationTokens: usage.cacheCreationTokens }),
  };
}
