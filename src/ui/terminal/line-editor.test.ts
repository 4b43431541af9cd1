import { describe, expect, it } from 'vitest';
import { EMPTY_LINE, feed } from './line-editor';

describe('line editor', () => {
  it('echoes typed keys and submits the line on Enter', () => {
    const typed = feed(EMPTY_LINE, 'ls -l');
    expect(typed.actions).toEqual([{ kind: 'echo', text: 'ls -l' }]);
    const entered = feed(typed.state, '\r');
    expect(entered.actions).toEqual([{ kind: 'submit', line: 'ls -l' }]);
    expect(entered.state).toEqual({ line: '', history: ['ls -l'], browsing: null });
  });

  it('submits each line of a paste in order', () => {
    const { actions, state } = feed(EMPTY_LINE, 'echo a\r\necho b\rpartial');
    expect(actions).toEqual([
      { kind: 'echo', text: 'echo a' },
      { kind: 'submit', line: 'echo a' },
      { kind: 'echo', text: 'echo b' },
      { kind: 'submit', line: 'echo b' },
      { kind: 'echo', text: 'partial' },
    ]);
    expect(state.line).toBe('partial');
  });

  it('echoes a bidirectional control as its placeholder, keeps it in the line, and erases all of it', () => {
    const typed = feed(EMPTY_LINE, 'ls \u202Eab');
    expect(typed.actions).toEqual([{ kind: 'echo', text: 'ls ⟪U+202E⟫ab' }]);
    expect(typed.state.line).toBe('ls \u202Eab');
    const erased = feed(typed.state, '\x7f\x7f\x7f');
    expect(erased.state.line).toBe('ls ');
    expect(erased.actions).toEqual([{ kind: 'echo', text: '\b \b\b \b' + '\b \b'.repeat(8) }]);
  });

  it('erases one character (a whole code point) on Backspace, nothing on an empty line', () => {
    const { state, actions } = feed(EMPTY_LINE, '中😀\x7f');
    expect(state.line).toBe('中');
    expect(actions).toEqual([{ kind: 'echo', text: '中😀\b \b' }]);
    expect(feed(EMPTY_LINE, '\x7f').actions).toEqual([]);
  });

  it('interrupts on Ctrl+C and drops the line', () => {
    const { state, actions } = feed(EMPTY_LINE, 'sleep\x03');
    expect(actions.at(-1)).toEqual({ kind: 'interrupt' });
    expect(state.line).toBe('');
  });

  it('browses history with the arrow keys and ignores other escape sequences', () => {
    let state = feed(EMPTY_LINE, 'one\rtwo\r').state;
    state = feed(state, '\x1b[A').state;
    expect(state.line).toBe('two');
    state = feed(state, '\x1b[A\x1b[A').state;
    expect(state.line).toBe('one');
    state = feed(state, '\x1b[B').state;
    expect(state.line).toBe('two');
    state = feed(state, '\x1b[B\x1b[C').state;
    expect(state).toMatchObject({ line: '', browsing: null });
  });
});
