// Reads an awk program far enough to find what makes it more than a filter: `system(...)`, `cmd | getline`
// and `print | "cmd"` run shell commands, and `print > "file"` writes one. A small tokenizer (strings, regex
// literals, parentheses) tells an output redirection from a comparison inside parentheses.

export interface AwkEffects {
  /** Files the program writes: the name, or null when it is computed. */
  readonly writes: (string | null)[];
  /** Commands the program runs: the text, or null when it is computed. */
  readonly executes: (string | null)[];
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'word'; value: string; depth: number; inPrint: boolean; printDepth: number }
  | { kind: 'op'; value: string; depth: number; inPrint: boolean; printDepth: number };

const REGEX_CAN_FOLLOW = new Set(['', '(', ',', '{', ';', '\n', '!', '~', '&&', '||', '=', '==', '!=']);

function readString(program: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < program.length && program[i] !== '"') {
    if (program[i] === '\\' && i + 1 < program.length) {
      const escaped = program[i + 1]!;
      value += escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped;
      i += 2;
    } else value += program[i++];
  }
  return [value, i + 1];
}

function tokenize(program: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let printDepth = -1;
  let last = '';
  let i = 0;
  while (i < program.length) {
    const ch = program[i]!;
    const inPrint = printDepth >= 0;
    if (ch === '#') {
      while (i < program.length && program[i] !== '\n') i++;
    } else if (ch === '"') {
      const [value, end] = readString(program, i);
      tokens.push({ kind: 'string', value });
      i = end;
      last = '"';
    } else if (ch === '/' && REGEX_CAN_FOLLOW.has(last)) {
      i++;
      while (i < program.length && program[i] !== '/') i += program[i] === '\\' ? 2 : 1;
      i++;
      last = 'regex';
    } else if (/[A-Za-z_]/.test(ch)) {
      let word = '';
      while (i < program.length && /\w/.test(program[i]!)) word += program[i++];
      if ((word === 'print' || word === 'printf') && printDepth < 0) printDepth = depth;
      tokens.push({ kind: 'word', value: word, depth, inPrint: printDepth >= 0, printDepth });
      last = word;
    } else if (/\s/.test(ch) && ch !== '\n') {
      i++;
    } else {
      const two = program.slice(i, i + 2);
      const op = ['>>', '|&', '||', '&&', '==', '!=', '>=', '<='].includes(two) ? two : ch;
      if (op === '(') depth++;
      if (op === ')') depth--;
      if ((op === ';' || op === '\n' || op === '}' || op === '{') && depth <= printDepth) printDepth = -1;
      tokens.push({ kind: 'op', value: op, depth, inPrint, printDepth });
      i += op.length;
      last = op;
    }
  }
  return tokens;
}

function literalAt(tokens: readonly Token[], index: number): string | null {
  const token = tokens[index];
  return token?.kind === 'string' ? token.value : null;
}

export function scanAwkProgram(program: string): AwkEffects {
  const effects: AwkEffects = { writes: [], executes: [] };
  const tokens = tokenize(program);
  tokens.forEach((token, i) => {
    if (token.kind === 'word' && token.value === 'system' && tokens[i + 1]?.value === '(') {
      const closes = tokens[i + 3]?.kind === 'op' && tokens[i + 3]?.value === ')';
      effects.executes.push(closes ? literalAt(tokens, i + 2) : null);
    }
    if (token.kind !== 'op') return;
    if (token.value === '|&') effects.executes.push(null);
    if (token.value === '|') {
      const next = tokens[i + 1];
      if (next?.kind === 'word' && next.value === 'getline') effects.executes.push(literalAt(tokens, i - 1));
      else if (token.inPrint) effects.executes.push(literalAt(tokens, i + 1));
    }
    if ((token.value === '>' || token.value === '>>') && token.inPrint && token.depth === token.printDepth) {
      effects.writes.push(literalAt(tokens, i + 1));
    }
  });
  return effects;
}
