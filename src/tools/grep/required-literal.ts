// The literal prefilter's input: a piece of text every match of a pattern must contain. Grep scans for it
// with indexOf (or an equivalent literal search) and runs the regular expression only where it occurs, so
// the common search costs about as much as a plain text scan.
//
// The parser is deliberately conservative: it reads only the top level of the pattern, drops a character
// that a quantifier makes optional, and gives up (undefined: no prefilter, every line is tested) on a
// top-level alternation or any construct it does not fully understand. A wrong literal would lose matches;
// a missing one only costs speed.

/** Escapes that match one character class (never a literal): they end a literal run. */
const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S', 'b', 'B', 'A', 'z']);

export function requiredLiteral(pattern: string): string | undefined {
  const runs: string[] = [];
  let run = '';
  let depth = 0;
  const endRun = () => {
    if (run.length > 0) runs.push(run);
    run = '';
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    switch (c) {
      case '\\': {
        const next = pattern[i + 1];
        if (next === undefined) return undefined;
        i++;
        if (/[0-9A-Za-z]/.test(next)) {
          if (!CLASS_ESCAPES.has(next)) return undefined; // \x41, \p{Greek}, \Q...\E: not worth parsing
          endRun();
        } else if (depth === 0) run += next;
        break;
      }
      case '(':
        depth++;
        endRun();
        break;
      case ')':
        depth--;
        endRun();
        break;
      case '[': {
        const close = classEnd(pattern, i);
        if (close === undefined) return undefined;
        i = close;
        endRun();
        break;
      }
      case '|':
        if (depth === 0) return undefined;
        break;
      case '*':
      case '?':
      case '{': {
        // The previous atom may occur zero times: it is not required.
        if (c === '{') {
          const close = pattern.indexOf('}', i);
          if (close === -1) return undefined;
          i = close;
        }
        run = run.slice(0, -1);
        endRun();
        if (pattern[i + 1] === '?') i++;
        break;
      }
      case '+':
        // Required at least once, but what follows is not adjacent to this run in every match.
        endRun();
        if (pattern[i + 1] === '?') i++;
        break;
      case '.':
      case '^':
      case '$':
        endRun();
        break;
      default:
        if (depth === 0) run += c;
        else endRun();
    }
  }
  endRun();
  return runs.reduce<string | undefined>(
    (best, r) => (best === undefined || r.length > best.length ? r : best),
    undefined,
  );
}

/** Index of the `]` closing the class opened at `open` (a leading `]` or `^]` is a member). */
function classEnd(pattern: string, open: number): number | undefined {
  let i = open + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return undefined;
}
