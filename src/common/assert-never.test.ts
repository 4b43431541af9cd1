import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never';
import { SOURCE_FILES, importsOf, sourceText } from './testing/source-files';

type Shape = { readonly type: 'dot' } | { readonly type: 'line'; readonly length: number };

function size(shape: Shape): number {
  switch (shape.type) {
    case 'dot':
      return 0;
    case 'line':
      return shape.length;
    default:
      return assertNever(shape);
  }
}

describe('assertNever', () => {
  it('throws with the value that no case took', () => {
    expect(size({ type: 'line', length: 3 })).toBe(3);
    expect(() => size({ type: 'arc' } as unknown as Shape)).toThrow('unexpected value {"type":"arc"}');
  });

  it('still names a value JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => assertNever(cyclic as never)).toThrow('unexpected value [object Object]');
    expect(() => assertNever(10n as never)).toThrow('unexpected value 10');
    expect(() => assertNever(undefined as never)).toThrow('unexpected value undefined');
  });
});

describe('assertNever has one implementation', () => {
  it('is declared only in src/common/assert-never.ts and imported from there', () => {
    const declaring = SOURCE_FILES.filter((file) => /\bfunction\s+assertNever\b/.test(sourceText(file)));
    expect(declaring).toEqual(['src/common/assert-never.ts']);
    const users = SOURCE_FILES.filter((file) => importsOf(file, 'assertNever').length > 0);
    expect(users.length).toBeGreaterThan(10);
    for (const file of users)
      expect(importsOf(file, 'assertNever'), file).toEqual(['src/common/assert-never.ts']);
  });
});
