import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { createRuntimeHost } from '../host/runtime-host';
import { loadTokenCounter } from './load-token-counter';

describe('token counts from the runtime (issue 14: the page keeps no tokenizer of its own)', () => {
  it('answers countTokens with o200k_base counts, one per text, in order', async () => {
    const host = createRuntimeHost({}, { trace: () => undefined, status: () => undefined });
    const texts = ['', 'hello world', '{"role":"user","content":"Raise retries to 5"}', '读并行，写串行'];
    const { tokens } = await host.countTokens({ texts });
    expect(tokens).toEqual(texts.map((text) => countTokens(text)));
    expect(tokens[1]).toBeGreaterThan(0);
  });

  it('loads the tokenizer once per thread', async () => {
    const first = await loadTokenCounter();
    expect(await loadTokenCounter()).toBe(first);
  });
});
