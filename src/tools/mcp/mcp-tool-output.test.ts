import { describe, expect, it } from 'vitest';
import { mcpToolOutput } from './mcp-tool-output';

describe('MCP call outcomes as tool outputs', () => {
  it('joins the text parts and keeps structuredContent as data', () => {
    const output = mcpToolOutput({
      kind: 'answer',
      answer: {
        content: [
          { type: 'text', text: 'one' },
          { type: 'text', text: 'two' },
        ],
        structuredContent: { sum: 3 },
      },
    });
    expect(output).toMatchObject({
      status: 'success',
      text: 'one\ntwo',
      data: { structuredContent: { sum: 3 } },
    });
  });

  it('gives the model structuredContent as JSON when there is no content', () => {
    const output = mcpToolOutput({ kind: 'answer', answer: { content: [], structuredContent: { a: 1 } } });
    expect(output.text).toBe('{"a":1}');
  });

  it('makes isError an error result', () => {
    const output = mcpToolOutput({
      kind: 'answer',
      answer: { content: [{ type: 'text', text: 'no such city' }], isError: true },
    });
    expect(output).toMatchObject({ status: 'error', errorCode: 'EXECUTION_ERROR', text: 'no such city' });
  });

  it.each([
    [{ type: 'image', mimeType: 'image/png', bytes: 1200 } as const, /image \(image\/png, 1200 bytes\)/],
    [{ type: 'audio', mimeType: 'audio/wav', bytes: 9 } as const, /Audio \(audio\/wav, 9 bytes\)/],
    [
      { type: 'resource_link', uri: 'file:///a', name: 'a' } as const,
      /link to the resource file:\/\/\/a \(a\)/,
    ],
    [
      { type: 'resource', uri: 'mem://b', mimeType: 'application/pdf', bytes: 5 } as const,
      /mem:\/\/b \(application\/pdf, 5 bytes\)/,
    ],
    [{ type: 'resource', uri: 'mem://t', text: 'hello' } as const, /mem:\/\/t:\]\nhello/],
    [{ type: 'other', kind: 'hologram' } as const, /"hologram"/],
  ])('describes a %o block in words, never inlined', (block, words) => {
    const output = mcpToolOutput({ kind: 'answer', answer: { content: [block] } });
    expect(output.text).toMatch(words);
    expect(output.data).toMatchObject({ blocks: [block.type] });
  });

  it.each([
    ['timeout', 'TIMEOUT'],
    ['disconnected', 'EXECUTION_ERROR'],
    ['protocol', 'EXECUTION_ERROR'],
    ['aborted', 'ABORTED'],
  ] as const)('makes a %s a %s error result', (failure, code) => {
    const output = mcpToolOutput({ kind: 'failure', failure, message: 'why' });
    expect(output).toMatchObject({ status: 'error', errorCode: code, text: 'why' });
  });
});
