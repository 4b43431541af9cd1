import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { buildLineMatcher } from './line-matcher';
import { propertyOptions } from '../../common/testing/property-runs';

describe('buildLineMatcher', () => {
  it('answers exactly as re2js alone would, prefilter or not, in both case modes', () => {
    const piece = fc.constantFrom(
      'a',
      'B',
      'k',
      '-',
      '/',
      '.',
      '\\.',
      '*',
      '+',
      '?',
      '|',
      '(',
      ')',
      '[a-]',
      '\\w',
      '{2}',
      'ſ',
      'K',
    );
    const pattern = fc.array(piece, { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
    const line = fc.string({
      unit: fc.constantFrom('a', 'A', 'b', 'B', 'k', 'K', '-', '/', '.', 's', 'ſ', 'K'),
      maxLength: 10,
    });
    fc.assert(
      fc.property(pattern, fc.array(line, { maxLength: 4 }), fc.boolean(), (p, lines, caseSensitive) => {
        const built = buildLineMatcher(p, caseSensitive);
        let reference: RE2JS;
        try {
          reference = RE2JS.compile(p, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
        } catch {
          expect(built.ok).toBe(false);
          return;
        }
        if (!built.ok) throw new Error(`refused a valid pattern ${p}: ${built.message}`);
        for (const l of lines) expect(built.matcher.matchesLine(l)).toBe(reference.test(l));
        if (lines.some((l) => reference.test(l)))
          expect(built.matcher.mayMatchFile(lines.join('\n'))).toBe(true);
      }),
      propertyOptions(3000),
    );
  });

  it('reports the pattern as written in syntax errors, even case-insensitive', () => {
    expect(buildLineMatcher('a[b', false)).toEqual({
      ok: false,
      message: 'Invalid regular expression: error parsing regexp: missing closing ]: `[b`',
    });
  });
});
