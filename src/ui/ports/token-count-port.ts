// Token counts come from the runtime worker, which loads gpt-tokenizer's o200k_base tables (~1 MB gzip) on the
// first ask and keeps the only copy: the page never downloads its own. The compose layer plugs in the port.
export type TokenCountPort = (texts: readonly string[]) => Promise<readonly number[]>;
