import { describe, expect, it } from 'vitest';
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import { parseBodyText } from './body-text';
import { wholeCalls } from './whole-calls';

const wording = { noName: (n: number) => `no name ${n}`, duplicateId: (id: string) => `dup ${id}` };

describe('wholeCalls', () => {
  it('gives a missing id one no other call has, and notes every repair', () => {
    const notes: ResponseAssumption[] = [];
    const read = wholeCalls(
      [
        { name: 'Read', arguments: { path: 'a' }, typeMissing: true },
        { id: 'call_0', name: 'Glob' },
      ],
      notes,
      wording,
    );
    expect(read.ok).toBe(true);
    const calls = read.ok ? read.value : [];
    expect(calls.map((c) => c.arguments)).toEqual(['{"path":"a"}', '{}']);
    expect(calls[0]!.id).not.toBe('call_0');
    expect(notes.map((n) => n.kind).sort()).toEqual(
      ['arguments-missing', 'arguments-object', 'tool-call-id-missing', 'tool-call-type-missing'].sort(),
    );
  });

  it("refuses a nameless call and a repeated id in the protocol's own words", () => {
    expect(wholeCalls([{ name: '' }], [], wording)).toEqual({ ok: false, problem: 'no name 0' });
    expect(
      wholeCalls(
        [
          { id: 'x', name: 'A' },
          { id: 'x', name: 'B' },
        ],
        [],
        wording,
      ),
    ).toEqual({
      ok: false,
      problem: 'dup x',
    });
  });
});

describe('parseBodyText', () => {
  it('names an HTML page, an empty body and text before trying to parse', () => {
    const html = parseBodyText('<!doctype html><p>hi', 'text/html', 'a chat completion');
    expect(html.ok ? '' : html.problem).toMatch(/HTML page, not a chat completion/);
    const empty = parseBodyText('  ', null, 'a Responses API response');
    expect(empty.ok ? '' : empty.problem).toMatch(/empty body, not a Responses API response/);
    const bad = parseBodyText('{"a":', 'application/json', 'a chat completion');
    expect(bad.ok ? '' : bad.problem).toMatch(/not valid JSON/);
    expect(parseBodyText('{"a":1}', null, 'x')).toEqual({ ok: true, value: { a: 1 } });
  });
});
