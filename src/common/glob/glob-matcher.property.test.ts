// The matcher against picomatch on random small globs and paths, where picomatch is fast: both must answer
// the same for the constructs whose meaning they share. Left out on purpose (the matcher follows bash there,
// picomatch is broken): `[!…]`, ranges, wildcards inside braces at a segment's start; a class naming `.` after a
// leading star (`*[.a]`: a class says what it matches, here as everywhere); and extglobs,
// which picomatch turns into expressions that misread what is next to them (`@(a|b)?` matches `a`); a star
// ending the glob after a lone `.` (`*.*`), which picomatch reads two ways; the examples in glob-matcher.test.ts
// pin those down.
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { compileGlobMatcher } from './glob-matcher';
import { propertyOptions } from '../testing/property-runs';

const literal = fc.constantFrom('a', 'b', '.', 'ab', 'a.b');
const inSegment = fc.oneof(
  { weight: 4, arbitrary: literal },
  { weight: 3, arbitrary: fc.constant('*') },
  { weight: 2, arbitrary: fc.constant('?') },
  { weight: 1, arbitrary: fc.constantFrom('[ab]', '[a-b]', '[^a]', '[[:alpha:]]') },
);
/** Braces after something else in the segment, so the dot rule never meets a wildcard inside them. */
const braces = fc
  .array(fc.array(literal, { minLength: 1, maxLength: 2 }), { minLength: 2, maxLength: 3 })
  .map((alternatives) => `a{${alternatives.map((parts) => parts.join('')).join(',')}}`);
const segment = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.array(inSegment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: braces },
  { weight: 2, arbitrary: fc.constant('**') },
);
const glob = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((segments) => segments.join('/'))
  .filter((pattern) => pattern.split('/').every(sharedMeaning))
  // picomatch's POSIX classes change how it reads the rest: `?[[:alpha:]]/a.` lets that `.` match anything,
  // `[^a][[:alpha:]]` lets `[^a]` take a leading dot. A POSIX class is compared only alone with letters.
  .filter((pattern) => !(pattern.includes('[[:') && /[.]|\[(?!\[:)/.test(pattern.replace('[[:alpha:]]', ''))))
  // A star ending the glob after a lone `.`: picomatch makes it take something in some places (`*.*` skips
  // `a.`, `a/*.*` does not skip `a/a.`); the matcher lets a star match nothing, as bash does, everywhere.
  .filter((pattern) => !/(^|[/*?])\.\*$/.test(pattern));

/**
 * Segments both read alike: not `**` inside a segment (`a**`: picomatch lets some of those cross folders),
 * not `..` in braces (picomatch reads a range into it), not a `.` before a class (picomatch turns `a.b[ab]`
 * into an expression where that `.` is any character).
 */
function sharedMeaning(part: string): boolean {
  if (part === '**') return true;
  return !part.includes('**') && !/\{[^}]*\.\./.test(part) && !/\..*\[/.test(part);
}

/** Workspace paths are normalised: no empty, `.` or `..` segment, no trailing slash. */
const pathSegment = fc
  .array(fc.constantFrom('a', 'b', '.'), { minLength: 1, maxLength: 4 })
  .map((chars) => chars.join(''))
  .filter((name) => name !== '.' && name !== '..');
const path = fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));

describe('compileGlobMatcher agrees with picomatch', () => {
  it.each([false, true])('on random small globs and paths (dot: %s)', (dot) => {
    fc.assert(
      fc.property(glob, fc.array(path, { minLength: 1, maxLength: 8 }), (pattern, paths) => {
        const ours = compileGlobMatcher(pattern, { dot });
        expect(ours.ok).toBe(true);
        if (!ours.ok) return;
        const theirs = picomatch(pattern, { dot, windows: false });
        for (const candidate of paths)
          expect([pattern, candidate, ours.matches(candidate)]).toEqual([
            pattern,
            candidate,
            theirs(candidate),
          ]);
      }),
      // The seed is the suite's (src/common/testing/property-runs.ts): TOOLSCOPE_PROPERTY_SEED=random with
      // npm run test:deep explores further.
      propertyOptions(1500),
    );
  });
});
