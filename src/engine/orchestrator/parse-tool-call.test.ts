import { describe, expect, it } from 'vitest';
import { parseArguments } from './parse-tool-call';

describe('parseArguments', () => {
  it('parses a JSON object string and keeps the text as sent', () => {
    expect(parseArguments('{"path": "tools/base.py"}')).toEqual({
      ok: true,
      input: { path: 'tools/base.py' },
      text: '{"path": "tools/base.py"}',
    });
  });

  it('accepts an object as is', () => {
    const parsed = parseArguments({ a: 1 });
    expect(parsed).toEqual({ ok: true, input: { a: 1 }, text: '{"a":1}' });
  });

  it('treats missing, null and empty arguments as no arguments', () => {
    for (const raw of [undefined, null, '', '   ']) {
      expect(parseArguments(raw)).toMatchObject({ ok: true, input: {} });
    }
  });

  it('names the parse error for invalid JSON', () => {
    const parsed = parseArguments('{"path": ');
    expect(parsed.ok).toBe(false);
    // Worded by us, so the page (Chromium) and the CLI (Node) put the same text into the trace.
    expect(!parsed.ok && parsed.error).toBe(
      'Tool arguments are not valid JSON: expected a value but found the end of the text at line 1, column 10.',
    );
  });

  it('refuses JSON that is not an object (the reference silently used {})', () => {
    expect(parseArguments('[1,2]')).toMatchObject({
      ok: false,
      error: 'Tool arguments must be a JSON object, got an array.',
    });
    expect(parseArguments('42')).toMatchObject({
      ok: false,
      error: 'Tool arguments must be a JSON object, got a number.',
    });
    expect(parseArguments('null')).toMatchObject({
      ok: false,
      error: 'Tool arguments must be a JSON object, got null.',
    });
    expect(parseArguments(7)).toMatchObject({ ok: false, text: '7' });
    expect(parseArguments([1])).toMatchObject({ ok: false });
  });

  it('keeps a __proto__ key as a plain own property', () => {
    const parsed = parseArguments('{"__proto__": {"polluted": true}}');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(Object.keys(parsed.input)).toEqual(['__proto__']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('refuses arguments nested deeper than the stack, never writing them out (issue 36)', () => {
    let deep: unknown = {};
    for (let i = 0; i < 20_000; i++) deep = { d: deep };
    const parsed = parseArguments(deep);
    expect(parsed.ok).toBe(false);
    expect(parsed.text).toBe('<the arguments nest deeper than 64 levels of arrays and objects>');
  });
});
