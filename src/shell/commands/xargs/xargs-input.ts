// How GNU xargs reads its input. By default items are separated by blanks and newlines, and quotes and
// backslashes group and escape (never across a newline); a line whose last character is a blank goes on
// to the next (-L). With -I each line is one item: its leading blanks dropped, inner blanks kept. With -0
// or -d the input is cut at the delimiter and nothing else is special. -E stops reading at an item.

export interface InputLine {
  /** The line's items after quote removal. */
  readonly items: readonly string[];
  /** The whole line after quote removal, leading blanks dropped (-I's item). */
  readonly text: string;
  /** It ended in a blank, so -L counts it with the next one. */
  readonly continues: boolean;
}

const isBlank = (ch: string) => ch === ' ' || ch === '\t';

/** The lines of `input`, or GNU's message for an unmatched quote. */
export function readInputLines(input: string): InputLine[] | string {
  const lines: InputLine[] = [];
  let items: string[] = [];
  let text = '';
  let word: string | null = null;
  let lastWasBlank = false;
  const endWord = () => {
    if (word !== null) items.push(word);
    word = null;
  };
  const endLine = () => {
    endWord();
    if (items.length > 0) lines.push({ items, text: text.replace(/^[ \t]+/, ''), continues: lastWasBlank });
    items = [];
    text = '';
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch === '\n') {
      endLine();
      lastWasBlank = false;
      continue;
    }
    lastWasBlank = isBlank(ch);
    if (isBlank(ch)) {
      endWord();
      text += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const close = input.indexOf(ch, i + 1);
      const newline = input.indexOf('\n', i + 1);
      if (close < 0 || (newline >= 0 && newline < close)) {
        const kind = ch === "'" ? 'single' : 'double';
        return `xargs: unmatched ${kind} quote; by default quotes are special to xargs unless you use the -0 option`;
      }
      const quoted = input.slice(i + 1, close);
      word = (word ?? '') + quoted;
      text += quoted;
      i = close;
      continue;
    }
    const literal = ch === '\\' && i + 1 < input.length ? input[++i]! : ch;
    word = (word ?? '') + literal;
    text += literal;
  }
  endLine();
  return lines;
}

/** The lines before the item equal to `eofString` (-E): that item and all after it are not read. */
export function cutAtEofString(lines: readonly InputLine[], eofString: string): InputLine[] {
  const kept: InputLine[] = [];
  for (const line of lines) {
    const at = line.items.indexOf(eofString);
    if (at < 0) {
      kept.push(line);
      continue;
    }
    if (at > 0)
      kept.push({
        items: line.items.slice(0, at),
        text: line.items.slice(0, at).join(' '),
        continues: false,
      });
    break;
  }
  return kept;
}

/** Items cut at `delimiter` (-0, -d): a final empty item after a trailing delimiter is not an item. */
export function splitAtDelimiter(input: string, delimiter: string): string[] {
  if (input === '') return [];
  const items = input.split(delimiter);
  if (items.at(-1) === '') items.pop();
  return items;
}
