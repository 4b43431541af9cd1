// Where and why a JSON text is invalid, worded by us. JSON.parse's own messages differ between JavaScript
// engines and versions (Chromium appends "(line 1 column 6)", Node 20 does not, Firefox words it otherwise), and
// the message goes into the trace and the model's history: the same session must hash the same in the page
// and in the CLI. So we locate the first syntax error ourselves with a small scanner of the JSON grammar.

export interface JsonSyntaxError {
  /** 0-based UTF-16 offset of the offending character (or the text's length at an unexpected end). */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Thrown inside the scanner only, to unwind to the first error; never escapes findJsonSyntaxError. */
class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

const MAX_DEPTH = 10_000;

/** The first syntax error of `text`, or null when it is valid JSON. Never throws. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (expected: string): never => {
    throw new Stop(i, expected);
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail(`'${word}'`);
      i++;
    }
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      const ch = text[i];
      if (ch === undefined) fail('a closing quote');
      if (ch === '"') return void i++;
      if (ch! < ' ') fail('an escaped control character');
      if (ch === '\\') {
        i++;
        const esc = text[i];
        if (esc === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail('4 hex digits');
            }
          }
          i += 5;
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i++;
        else fail('a valid escape');
      } else i++;
    }
  };
  const digits = () => {
    const start = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    if (i === start) fail('a digit');
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const value = (depth: number): void => {
    if (depth > MAX_DEPTH) fail('less nesting');
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail("':'");
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail("',' or '}'");
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail("',' or ']'");
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail('a value');
  };

  try {
    value(0);
    ws();
    if (i < text.length) fail('the end of the text');
    return null;
  } catch (stop) {
    if (!(stop instanceof Stop)) throw stop;
    return describeStop(text, stop);
  }
}

function describeStop(text: string, stop: Stop): JsonSyntaxError {
  const before = text.slice(0, stop.offset);
  const line = before.split('\n').length;
  const column = stop.offset - before.lastIndexOf('\n');
  const found = stop.offset >= text.length ? 'the end of the text' : JSON.stringify(text[stop.offset]);
  return {
    offset: stop.offset,
    line,
    column,
    message: `expected ${stop.expected} but found ${found} at line ${line}, column ${column}`,
  };
}
