// Reads a sed script far enough to find what makes it more than a filter: `w`/`W` and `s///w` write files,
// `e` and `s///e` run shell commands. The seed's regex allowed `sed -n '1e rm x'`; this scanner walks sed's
// command grammar (addresses, `s` delimiters, text arguments) so such commands are found wherever they stand.

export interface SedEffects {
  /** Files the script writes. */
  readonly writes: string[];
  /** Commands the script runs: the text, or null for `e`/`s///e` that run the pattern space. */
  readonly executes: (string | null)[];
}

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  next(): string {
    return this.text[this.pos++] ?? '';
  }
  skipBlanks(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }
  /** Reads up to the end of the line: filenames and `e` commands take the rest of it. */
  restOfLine(): string {
    const end = this.text.indexOf('\n', this.pos);
    const stop = end === -1 ? this.text.length : end;
    const value = this.text.slice(this.pos, stop);
    this.pos = stop;
    return value;
  }
  /** Reads to an unescaped `delimiter` and steps past it. */
  delimited(delimiter: string): string {
    let value = '';
    while (!this.done) {
      const ch = this.next();
      if (ch === '\\') value += ch + this.next();
      else if (ch === delimiter) return value;
      else value += ch;
    }
    return value;
  }
  /** A label or number argument: up to `;` or the end of the line. */
  word(): string {
    let value = '';
    while (!this.done && this.peek() !== ';' && this.peek() !== '\n' && this.peek() !== '}')
      value += this.next();
    return value.trim();
  }
}

function skipAddress(cursor: Cursor): void {
  for (let part = 0; part < 2; part++) {
    cursor.skipBlanks();
    const ch = cursor.peek();
    if (ch === '/') {
      cursor.next();
      cursor.delimited('/');
      while (cursor.peek() === 'I' || cursor.peek() === 'M') cursor.next();
    } else if (ch === '\\') {
      cursor.next();
      cursor.delimited(cursor.next());
    } else if (/[0-9$+~]/.test(ch)) {
      while (/[0-9$~+]/.test(cursor.peek())) cursor.next();
    }
    cursor.skipBlanks();
    if (cursor.peek() !== ',') break;
    cursor.next();
  }
  cursor.skipBlanks();
  if (cursor.peek() === '!') cursor.next();
}

function readSubstitution(cursor: Cursor, effects: SedEffects): void {
  const delimiter = cursor.next();
  cursor.delimited(delimiter);
  cursor.delimited(delimiter);
  while (!cursor.done) {
    const flag = cursor.peek();
    if (flag === 'w') {
      cursor.next();
      cursor.skipBlanks();
      effects.writes.push(cursor.restOfLine());
      return;
    }
    if (flag === 'e') effects.executes.push(null);
    if (!/[gpiImMe0-9]/.test(flag)) return;
    cursor.next();
  }
}

/** Skips `a`, `i`, `c` text, including GNU's one-line form and backslash continuations. */
function skipText(cursor: Cursor): void {
  for (;;) {
    const line = cursor.restOfLine();
    if (!line.endsWith('\\') || cursor.done) return;
    cursor.next();
  }
}

export function scanSedScript(script: string): SedEffects {
  const effects: SedEffects = { writes: [], executes: [] };
  const cursor = new Cursor(script);
  while (!cursor.done) {
    const ch = cursor.peek();
    if (/[\s;{}]/.test(ch)) {
      cursor.next();
      continue;
    }
    skipAddress(cursor);
    const command = cursor.next();
    switch (command) {
      case 's':
        readSubstitution(cursor, effects);
        break;
      case 'y': {
        const delimiter = cursor.next();
        cursor.delimited(delimiter);
        cursor.delimited(delimiter);
        break;
      }
      case 'w':
      case 'W':
        cursor.skipBlanks();
        effects.writes.push(cursor.restOfLine());
        break;
      case 'r':
      case 'R':
      case '#':
        cursor.restOfLine();
        break;
      case 'e': {
        cursor.skipBlanks();
        const text = cursor.restOfLine().trim();
        effects.executes.push(text === '' ? null : text);
        break;
      }
      case 'a':
      case 'i':
      case 'c':
        skipText(cursor);
        break;
      case ':':
      case 'b':
      case 't':
      case 'T':
      case 'q':
      case 'Q':
      case 'l':
      case 'L':
      case 'v':
        cursor.word();
        break;
      default:
        // One-letter commands without arguments (p d n N g G h H x = z F D P ...).
        break;
    }
  }
  return effects;
}
