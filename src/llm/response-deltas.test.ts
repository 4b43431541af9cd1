import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltasOf, tokenPieces } from './response-deltas';
import { propertyOptions } from '../common/testing/property-runs';

describe('a held response streams token by token', () => {
  it('cuts text where a tokenizer would: words with their space, numbers, punctuation', () => {
    expect(tokenPieces('Lyon is sunny at 21 °C.')).toEqual([
      'Lyon',
      ' is',
      ' sunny',
      ' at',
      ' 21',
      ' °',
      'C',
      '.',
    ]);
    expect(tokenPieces('{"path":"src/a.ts"}')).toEqual([
      '{"',
      'path',
      '":"',
      'src',
      '/',
      'a',
      '.',
      'ts',
      '"}',
    ]);
    expect(tokenPieces('12345')).toEqual(['123', '45']);
    expect(tokenPieces('')).toEqual([]);
  });

  it('joins back to exactly the text, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => tokenPieces(text).join('') === text),
      propertyOptions(100),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => tokenPieces(text).join('') === text),
      propertyOptions(100),
    );
  });

  it('streams the text, then each call’s name and its arguments piece by piece', () => {
    const deltas = deltasOf({
      content: 'Reading it.',
      toolCalls: [{ id: 'c1', name: 'Read', arguments: '{"path":"a"}' }],
      finishReason: 'tool_calls',
    });
    expect(deltas).toEqual([
      { type: 'text', text: 'Reading' },
      { type: 'text', text: ' it' },
      { type: 'text', text: '.' },
      { type: 'tool-call-start', index: 0, id: 'c1', name: 'Read' },
      { type: 'tool-call-arguments', index: 0, fragment: '{"' },
      { type: 'tool-call-arguments', index: 0, fragment: 'path' },
      { type: 'tool-call-arguments', index: 0, fragment: '":"' },
      { type: 'tool-call-arguments', index: 0, fragment: 'a' },
      { type: 'tool-call-arguments', index: 0, fragment: '"}' },
    ]);
  });
});
