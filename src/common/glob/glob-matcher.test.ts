import { describe, expect, it } from 'vitest';
import { compileGlobMatcher, compileGlobs, MAX_GLOB_CHARS, type GlobOptions } from './glob-matcher';
import { MAX_RANGE_VALUES } from './glob-ranges';

function matcher(glob: string, options: GlobOptions = { dot: false }) {
  const compiled = compileGlobMatcher(glob, options);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.matches;
}

/** Which of `paths` the glob matches. */
function picked(glob: string, paths: readonly string[], options?: GlobOptions): string[] {
  const matches = matcher(glob, options);
  return paths.filter((path) => matches(path));
}

describe('compileGlobMatcher: what a glob means', () => {
  it('reads *, ?, ** segments and the dot rule as picomatch does', () => {
    const paths = ['a', '.a', 'a/b', 'a/.b', 'a/b/c', '.x/a', 'x/a', 'ab', 'a.js', '.js', 'src/a.ts'];
    expect(picked('*', paths)).toEqual(['a', 'ab', 'a.js']);
    expect(picked('*', paths, { dot: true })).toEqual(['a', '.a', 'ab', 'a.js', '.js']);
    expect(picked('?', paths)).toEqual(['a']);
    expect(picked('*.js', paths)).toEqual(['a.js']);
    expect(picked('**', paths)).toEqual(['a', 'a/b', 'a/b/c', 'x/a', 'ab', 'a.js', 'src/a.ts']);
    expect(picked('a/**', paths)).toEqual(['a', 'a/b', 'a/b/c']);
    expect(picked('a/**', paths, { dot: true })).toEqual(['a', 'a/b', 'a/.b', 'a/b/c']);
    expect(picked('**/a', paths)).toEqual(['a', 'x/a']);
    expect(picked('a/**/c', [...paths, 'a/c', 'a/x/y/c'])).toEqual(['a/b/c', 'a/c', 'a/x/y/c']);
    expect(picked('a/*', ['a/', 'a', 'a/b', 'a/b/c'])).toEqual(['a/b']);
    expect(picked('.*', ['.a', 'a', 'b.a'])).toEqual(['.a']);
    expect(picked('a**b', ['ab', 'axb', 'a/b'])).toEqual(['ab', 'axb']);
  });

  it('lets a star match nothing after a dot, at the end of any segment (bash; picomatch reads it two ways)', () => {
    // picomatch: `*.*` does not match `a.` but `a/*.*` matches `a/a.`. A star is zero or more characters
    // everywhere here, as in bash, so a name ending in a dot is found by `*.*` wherever it sits.
    expect(picked('*.*', ['a.', 'a', 'a.b', '.a'])).toEqual(['a.', 'a.b']);
    expect(picked('a/*.*', ['a/a.', 'a/a', 'a/a.b'])).toEqual(['a/a.', 'a/a.b']);
    expect(picked('**/*.*', ['a/a.', 'a.', 'a/b/c.', 'a/b'])).toEqual(['a/a.', 'a.', 'a/b/c.']);
    expect(picked('*/*.*', ['a/a.', 'aa/a.', 'a/.'])).toEqual(['a/a.', 'aa/a.']);
  });

  it('reads braces (nested, with folders, with ** inside) and bash ranges', () => {
    expect(picked('src/*.{ts,tsx}', ['src/a.ts', 'src/b.tsx', 'src/c.js'])).toEqual([
      'src/a.ts',
      'src/b.tsx',
    ]);
    expect(picked('{a,{b,c}}', ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(picked('{a,b/c}', ['a', 'b/c', 'b'])).toEqual(['a', 'b/c']);
    expect(
      picked('{src/**/*.ts,test/**}', ['src/a.ts', 'src/x/a.ts', 'test', 'test/a/b', 'lib/a.ts']),
    ).toEqual(['src/a.ts', 'src/x/a.ts', 'test', 'test/a/b']);
    expect(picked('{,a}b', ['b', 'ab', 'bb'])).toEqual(['b', 'ab']);
    expect(picked('{a}', ['a', '{a}'])).toEqual(['{a}']);
    expect(picked('f{1..10}', ['f0', 'f1', 'f5', 'f10', 'f11'])).toEqual(['f1', 'f5', 'f10']);
    expect(picked('f{10..8}', ['f7', 'f8', 'f9', 'f10'])).toEqual(['f8', 'f9', 'f10']);
    expect(picked('f{01..03}', ['f1', 'f01', 'f03', 'f04'])).toEqual(['f01', 'f03']);
    expect(picked('f{0..20..5}', ['f0', 'f5', 'f6', 'f20'])).toEqual(['f0', 'f5', 'f20']);
    expect(picked('{a..c}.md', ['a.md', 'b.md', 'c.md', 'd.md'])).toEqual(['a.md', 'b.md', 'c.md']);
  });

  it('reads classes: sets, ranges, negation (never /), POSIX names, ] first', () => {
    expect(picked('[ab]', ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(picked('[a-c]x', ['ax', 'cx', 'dx'])).toEqual(['ax', 'cx']);
    expect(picked('[!a]', ['a', 'b', '/'])).toEqual(['b']);
    expect(picked('x[^a]y', ['xay', 'xby', 'x/y'])).toEqual(['xby']);
    expect(picked('[[:digit:]x]', ['1', 'x', 'a'])).toEqual(['1', 'x']);
    expect(picked('[[:alpha:]]*', ['a1', '1a'])).toEqual(['a1']);
    expect(picked('[]a]', [']', 'a', 'b'])).toEqual([']', 'a']);
    expect(picked('[a-', ['[a-', 'a'])).toEqual(['[a-']);
  });

  it('reads extglobs @( ) ?( ) +( ) *( ) and a plain ( | ) group', () => {
    const names = ['x', 'ax', 'bx', 'abx', 'aabx', 'cx'];
    expect(picked('@(a|b)x', names)).toEqual(['ax', 'bx']);
    expect(picked('?(a|b)x', names)).toEqual(['x', 'ax', 'bx']);
    expect(picked('+(a|b)x', names)).toEqual(['ax', 'bx', 'abx', 'aabx']);
    expect(picked('*(a|b)x', names)).toEqual(['x', 'ax', 'bx', 'abx', 'aabx']);
    expect(picked('(a|b)x', names)).toEqual(['ax', 'bx']);
    expect(picked('+(*.ts|*.md)', ['a.ts', 'b.md', 'c.js'])).toEqual(['a.ts', 'b.md']);
  });

  it('reads escapes, regex characters as text, a leading ! and ./, and a path spelt as the glob', () => {
    expect(picked('\\*', ['*', 'a'])).toEqual(['*']);
    expect(picked('x(d|e)|^', ['xd|^', 'xe|^', 'x(d|e)|^', 'xd'])).toEqual(['xd|^', 'xe|^', 'x(d|e)|^']);
    expect(picked('a.b+c$', ['a.b+c$', 'axbbc'])).toEqual(['a.b+c$']);
    expect(picked('!*.js', ['a.js', 'a.ts', 'a/b.js'])).toEqual(['a.ts', 'a/b.js']);
    expect(picked('!!*.js', ['a.js', 'a.ts'])).toEqual(['a.js']);
    expect(picked('./src/*', ['src/a', 'a'])).toEqual(['src/a']);
    expect(picked('src/[id].ts', ['src/[id].ts', 'src/i.ts'])).toEqual(['src/[id].ts', 'src/i.ts']);
  });

  it('matches the last segment for basename globs without a slash, and any of several globs', () => {
    expect(picked('*.ts', ['a.ts', 'src/b.ts', 'src/c.js'], { dot: true, basename: true })).toEqual([
      'a.ts',
      'src/b.ts',
    ]);
    expect(picked('src/*.ts', ['src/b.ts', 'x/src/b.ts'], { dot: true, basename: true })).toEqual([
      'src/b.ts',
    ]);
    const any = compileGlobs(['*.ts', '*.md'], { dot: true });
    expect(any.ok && ['a.ts', 'b.md', 'c.js'].filter(any.matches)).toEqual(['a.ts', 'b.md']);
  });

  it('answers newlines and non-ASCII names like any other character', () => {
    expect(picked('*', ['a\nb', 'é'])).toEqual(['a\nb', 'é']);
    expect(picked('?', ['😀'])).toEqual(['😀']);
  });
});

describe('compileGlobMatcher: what it refuses, with a sentence', () => {
  it.each([
    ['!(a).ts', /negated group .*lookahead/],
    ['[[:nope:]]', /'\[:nope:\]' is not a character class/],
    ['[z-a]', /runs backwards/],
    [`{1..${MAX_RANGE_VALUES + 1}}`, /more than 1,000 values/],
    ['*a'.repeat(MAX_GLOB_CHARS), /2,000 characters long; the limit is 1,000/],
  ])('%s', (glob, reason) => {
    const compiled = compileGlobMatcher(glob, { dot: false });
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.reason).toMatch(reason);
  });
});

describe('compileGlobMatcher: no glob takes more than linear time in the path', () => {
  // Each of these makes picomatch's expression backtrack (or grow) exponentially; here they are answered
  // by an automaton. The tests assert the answers: a hang would fail them by the test timeout.
  const long = 'a'.repeat(2000);

  it('answers stars separated by letters, on long names that do and do not match', () => {
    const stars = matcher(`${'*a'.repeat(12)}b`);
    expect(stars(long)).toBe(false);
    expect(stars(`${long}b`)).toBe(true);
    expect(matcher('*a*a*a*a*a*a*a*ab')('a'.repeat(40))).toBe(false);
    const deep = matcher(`${'*a'.repeat(200)}*`);
    expect(deep(long)).toBe(true);
    expect(deep('a'.repeat(199))).toBe(false);
  });

  it('answers braces nested and in a row (never multiplied out), globstars in a row, long classes', () => {
    const braces = matcher('{a,b}'.repeat(30));
    expect(braces('ab'.repeat(15))).toBe(true);
    expect(braces('ab'.repeat(15) + 'c')).toBe(false);
    const nested = matcher(`${'{a,'.repeat(100)}b${'}'.repeat(100)}`);
    expect(nested('b')).toBe(true);
    expect(nested('c')).toBe(false);
    const globstars = matcher(`${'**/'.repeat(100)}z`);
    const deepPath = Array.from({ length: 500 }, () => 'a').join('/');
    expect(globstars(`${deepPath}/z`)).toBe(true);
    expect(globstars(`${deepPath}/y`)).toBe(false);
    const classes = matcher(`${'[abcdefghijklmnopqrstuvwxyz0-9]*'.repeat(25)}!`);
    expect(classes(long)).toBe(false);
    expect(classes(`${long}!`)).toBe(true);
    expect(matcher(`${'*(a|aa)'.repeat(20)}b`)(long)).toBe(false);
    expect(matcher(`${'+(a|*)'.repeat(20)}b`)(`${long}b`)).toBe(true);
  });

  it('reads unclosed openers once each, however deeply they nest', () => {
    const unclosed = '{(['.repeat(300);
    expect(matcher(unclosed)(unclosed)).toBe(true);
    expect(matcher(`${'{a,'.repeat(300)}`)('{a,')).toBe(false);
    const closedLast = `${'{(['.repeat(300)}x])}`;
    expect(matcher(closedLast)(closedLast)).toBe(true);
    expect(matcher(closedLast)('x')).toBe(false);
  });
});
