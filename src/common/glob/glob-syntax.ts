// A glob read into a tree, by a single left-to-right pass (no backtracking over the input beyond one
// construct, so reading is linear too). The tree is what glob-regex.ts turns into an RE2 expression.
// What is read: `*`, `**` (a whole segment: any number of segments), `?`, classes `[abc]` `[!a-z]` `[^a]`
// `[[:alpha:]]`, braces `{a,b}` (nested) and ranges `{1..10}` `{a..e}` `{0..20..5}`, extglobs `@( )` `?( )`
// `+( )` `*( )` and a plain `( | )` group, `\` escapes. A construct that is not closed is literal text, as in
// picomatch and bash. `!( )` (negation inside a path) needs lookahead, which a linear-time engine does not
// have: it is refused with a sentence (a leading `!` negating the whole glob is read by glob-matcher.ts).
import { expandRange } from './glob-ranges';
import { GlobSyntaxError } from './glob-syntax-error';

export type Repeat = 'one' | 'optional' | 'oneOrMore' | 'any';

export type GlobNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'separator' }
  /** A run of stars inside a segment; a run of two or more that is a whole segment is a globstar. */
  | { readonly kind: 'stars'; readonly count: number }
  | { readonly kind: 'one' }
  /** `body` is ready for an RE2 class: `a-z`, `[:alpha:]`, escaped characters. */
  | { readonly kind: 'class'; readonly negated: boolean; readonly body: string }
  | { readonly kind: 'group'; readonly repeat: Repeat; readonly alternatives: readonly GlobNode[][] };

const EXTGLOB_REPEAT: Readonly<Record<string, Repeat>> = {
  '@': 'one',
  '?': 'optional',
  '+': 'oneOrMore',
  '*': 'any',
};

const POSIX_CLASSES = new Set([
  'alnum',
  'alpha',
  'ascii',
  'blank',
  'cntrl',
  'digit',
  'graph',
  'lower',
  'print',
  'punct',
  'space',
  'upper',
  'word',
  'xdigit',
]);

export function parseGlob(glob: string): GlobNode[] {
  const reader = new GlobReader(glob);
  const nodes = reader.sequence('');
  return nodes;
}

class GlobReader {
  private pos = 0;
  private readonly groups = new Map<string, { readonly node: GlobNode; readonly end: number } | null>();

  constructor(private readonly src: string) {}

  /** Nodes up to (not including) one of `stops` at this depth, or the end. */
  sequence(stops: string): GlobNode[] {
    const nodes: GlobNode[] = [];
    const pushText = (text: string) => {
      const last = nodes[nodes.length - 1];
      if (last?.kind === 'text') nodes[nodes.length - 1] = { kind: 'text', text: last.text + text };
      else nodes.push({ kind: 'text', text });
    };
    while (this.pos < this.src.length) {
      const char = this.src.charAt(this.pos);
      if (stops.includes(char)) break;
      const next = this.src.charAt(this.pos + 1);
      if (char === '\\') {
        this.pos += 2;
        pushText(next === '' ? '\\' : this.codePointAt(this.pos - 1));
      } else if (char === '/') {
        this.pos++;
        nodes.push({ kind: 'separator' });
      } else if (char === '*') {
        let count = 0;
        while (this.src.charAt(this.pos) === '*') {
          count++;
          this.pos++;
        }
        if (this.src.charAt(this.pos) === '(') {
          this.pos--; // the last star opens `*( )`
          count--;
          if (count > 0) nodes.push({ kind: 'stars', count });
          nodes.push(this.extglob('any', '*'));
        } else nodes.push({ kind: 'stars', count });
      } else if (next === '(' && char in EXTGLOB_REPEAT) {
        nodes.push(this.extglob(EXTGLOB_REPEAT[char] ?? 'one', char));
      } else if (char === '!' && next === '(') {
        throw new GlobSyntaxError(
          "'!(…)' (a negated group inside the glob) is not supported: it needs lookahead, which the linear-time matcher does not have; list the names wanted, or negate the whole glob with a leading '!'",
        );
      } else if (char === '?') {
        this.pos++;
        nodes.push({ kind: 'one' });
      } else if (char === '(') {
        nodes.push(this.group('one', 1, '|', ')') ?? this.literal('('));
      } else if (char === '[') {
        const node = this.characterClass();
        if (node) nodes.push(node);
        else pushText(this.takeLiteral('['));
      } else if (char === '{') {
        const node = this.braces();
        if (node) nodes.push(node);
        else pushText(this.takeLiteral('{'));
      } else {
        const text = this.codePointAt(this.pos);
        this.pos += text.length;
        pushText(text);
      }
    }
    return nodes;
  }

  private codePointAt(index: number): string {
    return String.fromCodePoint(this.src.codePointAt(index) ?? 0);
  }

  private literal(text: string): GlobNode {
    return { kind: 'text', text: this.takeLiteral(text) };
  }

  private takeLiteral(text: string): string {
    this.pos += text.length;
    return text;
  }

  private extglob(repeat: Repeat, opener: string): GlobNode {
    return this.group(repeat, 2, '|', ')') ?? this.literal(opener);
  }

  /**
   * The group opening at the current position (its opener `openingLength` long), alternatives split at
   * `separator`, up to `closing`; null (nothing consumed) if it never closes. What a group at a position reads
   * does not depend on what encloses it, so each answer is kept: an unclosed opener inside another is read
   * once, not once per enclosing attempt (`{{{{…` would otherwise take exponential time).
   */
  private group(repeat: Repeat, openingLength: number, separator: string, closing: string): GlobNode | null {
    const start = this.pos;
    const key = `${start}:${closing}:${repeat}`;
    const known = this.groups.get(key);
    if (known !== undefined) {
      if (known) this.pos = known.end;
      return known?.node ?? null;
    }
    if (this.src.lastIndexOf(closing) < start) {
      this.groups.set(key, null); // nothing can close it: not worth a scan
      return null;
    }
    this.pos += openingLength;
    const alternatives: GlobNode[][] = [];
    for (;;) {
      alternatives.push(this.sequence(separator + closing));
      const stop = this.src.charAt(this.pos);
      this.pos++;
      if (stop === closing) {
        const node: GlobNode = { kind: 'group', repeat, alternatives };
        this.groups.set(key, { node, end: this.pos });
        return node;
      }
      if (stop !== separator) {
        this.pos = start;
        this.groups.set(key, null);
        return null;
      }
    }
  }

  /** `{a,b}` or a range; null (nothing consumed) for `{a}`, `{}` or an unclosed brace: those are text. */
  private braces(): GlobNode | null {
    const start = this.pos;
    const group = this.group('one', 1, ',', '}');
    if (group?.kind === 'group' && group.alternatives.length > 1) return group;
    if (group) {
      const range = expandRange(this.src.slice(start + 1, this.pos - 1));
      if (range)
        return { kind: 'group', repeat: 'one', alternatives: range.map((text) => [{ kind: 'text', text }]) };
    }
    this.pos = start;
    return null;
  }

  /** `[…]`; null (nothing consumed) when it never closes, so `[` is a literal character. Kept like groups. */
  private characterClass(): GlobNode | null {
    const start = this.pos;
    const key = `${start}:]`;
    const known = this.groups.get(key);
    if (known !== undefined) {
      if (known) this.pos = known.end;
      return known?.node ?? null;
    }
    const node = this.src.lastIndexOf(']') > start ? this.readClass() : null;
    this.groups.set(key, node && { node, end: this.pos });
    return node;
  }

  private readClass(): GlobNode | null {
    const start = this.pos;
    this.pos++;
    const first = this.src.charAt(this.pos);
    const negated = first === '!' || first === '^';
    if (negated) this.pos++;
    let body = '';
    let items = 0;
    while (this.pos < this.src.length) {
      const char = this.src.charAt(this.pos);
      if (char === ']' && items > 0) {
        this.pos++;
        return { kind: 'class', negated, body };
      }
      if (char === '[' && this.src.charAt(this.pos + 1) === ':') {
        const end = this.src.indexOf(':]', this.pos + 2);
        const name = end < 0 ? '' : this.src.slice(this.pos + 2, end);
        if (end >= 0 && /^[a-z]+$/.test(name)) {
          if (!POSIX_CLASSES.has(name))
            throw new GlobSyntaxError(
              `'[:${name}:]' is not a character class (alpha, digit, alnum, space, upper, lower, …)`,
            );
          body += `[:${name}:]`;
          this.pos = end + 2;
          items++;
          continue;
        }
      }
      const low = this.classCharacter();
      if (
        this.src.charAt(this.pos) === '-' &&
        this.src.charAt(this.pos + 1) !== ']' &&
        this.pos + 1 < this.src.length
      ) {
        this.pos++;
        const high = this.classCharacter();
        if ((high.codePointAt(0) ?? 0) < (low.codePointAt(0) ?? 0))
          throw new GlobSyntaxError(`the class range '${low}-${high}' runs backwards`);
        body += `${escapeClassChar(low)}-${escapeClassChar(high)}`;
      } else body += escapeClassChar(low);
      items++;
    }
    this.pos = start;
    return null;
  }

  private classCharacter(): string {
    if (this.src.charAt(this.pos) === '\\' && this.pos + 1 < this.src.length) this.pos++;
    const char = this.codePointAt(this.pos);
    this.pos += char.length;
    return char;
  }
}

function escapeClassChar(char: string): string {
  return /[\\\][^-]/.test(char) ? `\\${char}` : char;
}
