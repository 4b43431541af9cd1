// The line the person is typing, fed by xterm's `onData` (keys and pastes alike). xterm only draws; this
// decides what a key does and what to echo, so it can be tested without a terminal.
import { bidiPlaceholder, isBidiControl } from '../common/bidi-controls';
export interface LineState {
  readonly line: string;
  readonly history: readonly string[];
  /** Index into history while browsing with the arrow keys; null when editing a fresh line. */
  readonly browsing: number | null;
}

export type LineAction =
  | { readonly kind: 'echo'; readonly text: string }
  | { readonly kind: 'submit'; readonly line: string }
  | { readonly kind: 'interrupt' };

export const EMPTY_LINE: LineState = { line: '', history: [], browsing: null };

const ERASE_CHAR = '\b \b';

/** How a typed character is echoed: a bidirectional control as its placeholder, so it reorders nothing. */
const echoOf = (char: string) => (isBidiControl(char) ? bidiPlaceholder(char) : char);
/** Erases what `echoOf` drew for these characters (one column per code point drawn). */
const eraseOf = (chars: readonly string[]) => ERASE_CHAR.repeat([...chars.map(echoOf).join('')].length);

export function feed(state: LineState, data: string): { state: LineState; actions: LineAction[] } {
  const actions: LineAction[] = [];
  let current = state;
  const replaceLine = (line: string, browsing: number | null) => {
    actions.push({ kind: 'echo', text: eraseOf([...current.line]) + [...line].map(echoOf).join('') });
    current = { ...current, line, browsing };
  };
  for (const key of splitKeys(data)) {
    if (key === '\r' || key === '\n') {
      const line = current.line;
      const history = line.trim() === '' ? current.history : [...current.history, line];
      actions.push({ kind: 'submit', line });
      current = { line: '', history, browsing: null };
    } else if (key === '\x03') {
      actions.push({ kind: 'interrupt' });
      current = { ...current, line: '', browsing: null };
    } else if (key === '\x7f' || key === '\b') {
      const chars = [...current.line];
      if (chars.length === 0) continue;
      current = { ...current, line: chars.slice(0, -1).join('') };
      actions.push({ kind: 'echo', text: eraseOf(chars.slice(-1)) });
    } else if (key === '\x1b[A') {
      const at = current.browsing === null ? current.history.length - 1 : current.browsing - 1;
      if (at >= 0) replaceLine(current.history[at] ?? '', at);
    } else if (key === '\x1b[B') {
      if (current.browsing === null) continue;
      const at = current.browsing + 1;
      replaceLine(
        at < current.history.length ? (current.history[at] ?? '') : '',
        at < current.history.length ? at : null,
      );
    } else if (key.startsWith('\x1b') || (key.length === 1 && key < ' ')) {
      continue; // other escape sequences and control keys: not supported by this line editor
    } else {
      current = { ...current, line: current.line + key };
      actions.push({ kind: 'echo', text: [...key].map(echoOf).join('') });
    }
  }
  return { state: current, actions: mergeEchoes(actions) };
}

/** Keys in order: an escape sequence is one key; a paste arrives as many characters. */
function splitKeys(data: string): string[] {
  const keys: string[] = [];
  // eslint-disable-next-line no-control-regex -- escape sequences are exactly what this splits out
  const pattern = /\x1b\[[0-9;]*[A-Za-z~]|\x1b.?|\r\n|[\s\S]/gu;
  for (const match of data.matchAll(pattern)) keys.push(match[0] === '\r\n' ? '\r' : match[0]);
  return keys;
}

function mergeEchoes(actions: LineAction[]): LineAction[] {
  const merged: LineAction[] = [];
  for (const action of actions) {
    const last = merged.at(-1);
    if (action.kind === 'echo' && last?.kind === 'echo')
      merged[merged.length - 1] = { kind: 'echo', text: last.text + action.text };
    else merged.push(action);
  }
  return merged;
}
