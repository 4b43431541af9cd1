// The schema's token count needs gpt-tokenizer's o200k_base tables (~1 MB gzip). The engine stays synchronous
// and free of loading: whoever runs it installs the counter first (the runtime loads it before a run's first
// step, see runtime/tokens/load-token-counter.ts), so code that never builds a schema never downloads them.
export type TokenCounter = (text: string) => number;

let installed: TokenCounter | null = null;

export function installTokenCounter(counter: TokenCounter): void {
  installed = counter;
}

export function installedTokenCounter(): TokenCounter {
  if (!installed) {
    throw new Error('no token counter installed: load it (loadTokenCounter) before building a schema');
  }
  return installed;
}
