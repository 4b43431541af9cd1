// The one glob matcher of the project (Glob's pattern, Grep's glob, the shell grep's --include/--exclude,
// permission rules' path patterns). Globs are read by our own parser and matched by re2js, in time linear in
// the path: a glob is a model's (or a shared session's) input, and picomatch's backtracking JavaScript
// expressions let `*a*a*a*a*a*a*a*ab` spin for seconds in the runtime worker, where Stop cannot reach it
// (decision 0207). Semantics follow picomatch's where it is sound (`*`, `?`, `**`, braces, classes, the dot
// rule, a leading `!`, `./`, a path equal to the glob), bash's where picomatch's are broken (ranges, `[!a]`).
import { RE2JS } from 're2js';
import { globToRegex } from './glob-regex';
import { parseGlob } from './glob-syntax';
import { GlobSyntaxError } from './glob-syntax-error';

/** Longer globs are refused: no sensible glob needs more, and the expression's size follows the glob's. */
export const MAX_GLOB_CHARS = 1000;

/** Past this the expression is refused (ranges and leading stars make it longer than the glob). */
const MAX_EXPRESSION_CHARS = 200_000;

export interface GlobOptions {
  /** Whether wildcards match a leading `.` of a segment (false: `*` skips `.env`, `.github/` must be named). */
  readonly dot: boolean;
  /** A glob without `/` is matched against the path's last segment (`*.ts` finds `src/a.ts`). */
  readonly basename?: boolean;
}

export type PathMatcher = (path: string) => boolean;

export type GlobCompiled =
  { readonly ok: true; readonly matches: PathMatcher } | { readonly ok: false; readonly reason: string };

/** A matcher for any of the globs (a path matches when one of them does), or why one glob cannot be used. */
export function compileGlobs(globs: readonly string[], options: GlobOptions): GlobCompiled {
  const matchers: PathMatcher[] = [];
  for (const glob of globs) {
    const compiled = compileGlobMatcher(glob, options);
    if (!compiled.ok) return compiled;
    matchers.push(compiled.matches);
  }
  return { ok: true, matches: (path) => matchers.some((matches) => matches(path)) };
}

export function compileGlobMatcher(glob: string, options: GlobOptions): GlobCompiled {
  const length = [...glob].length;
  if (length > MAX_GLOB_CHARS)
    return {
      ok: false,
      reason: `the glob is ${length.toLocaleString('en-US')} characters long; the limit is ${MAX_GLOB_CHARS.toLocaleString('en-US')}`,
    };
  let negated = false;
  let body = glob;
  while (body.startsWith('!') && !body.startsWith('!(')) {
    negated = !negated;
    body = body.slice(1);
  }
  while (body.startsWith('./')) body = body.slice(2);
  let regex: RE2JS | null;
  try {
    const expression = globToRegex(parseGlob(body), options.dot);
    if (expression !== null && expression.length > MAX_EXPRESSION_CHARS)
      return { ok: false, reason: 'the glob expands to too large an expression; use fewer ranges or braces' };
    // picomatch lets a trailing `/` follow (a folder named as `dir/`) unless the glob itself ends in one.
    regex = expression === null ? null : RE2JS.compile(`(?s)${expression}${body.endsWith('/') ? '' : '/?'}`);
  } catch (error) {
    if (error instanceof GlobSyntaxError) return { ok: false, reason: error.message };
    return {
      ok: false,
      reason: `the glob cannot be compiled (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const lastSegmentOnly = options.basename === true && !body.includes('/');
  const matchesBody = (path: string) => {
    const subject = lastSegmentOnly ? path.slice(path.lastIndexOf('/') + 1) : path;
    // A path spelt exactly as the glob is that file (picomatch does the same): a rule for `src/[id].ts`
    // covers the file of that name even though `[id]` reads as a class.
    return subject === body || (regex?.matches(subject) ?? false);
  };
  return { ok: true, matches: negated ? (path) => !matchesBody(path) : matchesBody };
}
