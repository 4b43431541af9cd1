// Loads gpt-tokenizer's o200k_base (its tables are ~1 MB gzip) the first time a count is needed, once per
// thread: before a run's first step (the schema-build event carries the schema's tokens) or when the page
// asks for counts (`countTokens`). The page never loads its own copy; it asks the runtime worker. The loop
// hands the counter to the engine's schema build in its options (the engine keeps no counter of its own).
import type { TokenCounter } from '../../engine';
import { lazyLoad } from '../../common/lazy';

// A failed download (offline before the app was cached) is tried again on the next need (lazyLoad forgets it).
export const loadTokenCounter: () => Promise<TokenCounter> = lazyLoad(() =>
  import('gpt-tokenizer/encoding/o200k_base').then((module) => module.countTokens),
);
