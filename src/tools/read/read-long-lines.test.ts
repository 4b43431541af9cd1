// Lines longer than a page shows: Read says each cut line is cut and where its rest starts, `column` gives the
// rest, and any file reads back whole through the executor, page by page, under any per-result budget.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../../engine/common/utf8';
import { createHarness } from '../../engine/testing/engine-harness';
import { readPages } from '../../engine/testing/read-pages';
import { splitLines } from '../file-tool-kit';
import { toolContext, workspaceWith } from '../file-tool-kit/testing';
import { createReadTool, READ_MAX_BYTES } from './read-tool';
import { propertyOptions } from '../../common/testing/property-runs';

async function readWith(files: Record<string, string>, input: Record<string, unknown>) {
  const ws = await workspaceWith(files);
  return createReadTool(ws).run(input, toolContext());
}

async function readWhole(content: string, perToolMaxBytes?: number) {
  const ws = await workspaceWith({ 'f.txt': content });
  const harness = createHarness({
    tools: [createReadTool(ws)],
    ...(perToolMaxBytes === undefined ? {} : { settings: { budget: { perToolMaxBytes } } }),
  });
  return readPages((calls) => harness.turn(calls), 'f.txt');
}

describe('Read: long lines', () => {
  it('reports a line cut at 2,000 characters as partial, and says where its rest starts', async () => {
    const out = await readWith({ 'min.js': 'y'.repeat(5000) }, { path: 'min.js' });
    expect(out.status).toBe('partial');
    expect(out.text.split('\n')[0]).toBe(
      `     1\t${'y'.repeat(2000)} … [line 1 is cut here; 3000 more characters: Read with offset=1 and column=2001 for the rest]`,
    );
    expect(out.text).toContain('1 line longer than 2000 characters is cut (line 1)');
    expect(out.data).toMatchObject({
      truncated: true,
      cutLines: [{ line: 1, nextColumn: 2001, characters: 5000 }],
    });
  });

  it('gives the rest of a cut line from `column`, up to the byte cap', async () => {
    const files = { 'min.js': `${'a'.repeat(2000)}${'b'.repeat(3000)}\nnext\n` };
    const out = await readWith(files, { path: 'min.js', column: 2001 });
    expect(out.status).toBe('success');
    expect(out.text.split('\n').slice(0, 2)).toEqual([`     1\t${'b'.repeat(3000)}`, '     2\tnext']);
    expect(out.text).toContain('Line 1 is shown from character 2001.');
    expect(out.data).toMatchObject({ startLine: 1, startColumn: 2001, endLine: 2, truncated: false });
  });

  it('stops a page inside a line longer than the byte cap, and says the column to continue at', async () => {
    const out = await readWith({ 'one.txt': 'z'.repeat(100_000) }, { path: 'one.txt', column: 1 });
    expect(out.status).toBe('partial');
    const shown = /^ {5}1\t(z+) … \[/.exec(out.text)![1]!.length;
    expect(shown).toBeGreaterThan(30_000);
    expect(utf8ByteLength(out.text)).toBeLessThan(READ_MAX_BYTES + 400);
    expect(out.text).toContain(`To continue, call Read with offset=1 and column=${shown + 1}.`);
    expect(out.data).toMatchObject({ truncated: true, nextOffset: 1, nextColumn: shown + 1 });
  });

  it('counts characters, never splitting one: astral characters stay whole across pieces', async () => {
    const out = await readWith({ 'e.txt': '😀'.repeat(3000) }, { path: 'e.txt' });
    expect(out.text.split('\n')[0]).toBe(
      `     1\t${'😀'.repeat(2000)} … [line 1 is cut here; 1000 more characters: Read with offset=1 and column=2001 for the rest]`,
    );
    const rest = await readWith({ 'e.txt': '😀'.repeat(3000) }, { path: 'e.txt', column: 2001 });
    expect(rest.text.split('\n')[0]).toBe(`     1\t${'😀'.repeat(1000)}`);
  });

  it('refuses a column past the end of its line, naming the line length', async () => {
    const out = await readWith({ 'f.txt': 'abc\n' }, { path: 'f.txt', column: 5 });
    expect(out).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM' });
    expect(out.text).toBe('column 5 is past the end of line 1 of f.txt, which has 3 characters.');
  });

  const awkwardLines = [
    'plain',
    '',
    'x'.repeat(1999),
    'x'.repeat(2000),
    'x'.repeat(2001),
    'é'.repeat(4500),
    '\t"quoted" \\back\\slashes\\ and \u0001 controls '.repeat(300),
    '中文'.repeat(30_000),
    '😀a'.repeat(2500),
    'last',
  ];

  it.each([undefined, 12_000, 5_000])(
    'reads any file back whole through the executor, pages within a per-result budget of %s',
    async (perToolMaxBytes) => {
      const content = `${awkwardLines.join('\n')}\n`;
      const read = await readWhole(content, perToolMaxBytes);
      expect(read.lines).toEqual(splitLines(content));
      for (const page of read.pages) {
        expect(utf8ByteLength(page)).toBeLessThanOrEqual(perToolMaxBytes ?? 50_000);
      }
    },
  );

  it('reads random files back whole', async () => {
    const piece = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 });
    const line = fc
      .oneof(
        piece,
        fc.tuple(piece, fc.integer({ min: 300, max: 4000 })).map(([p, n]) => p.repeat(n)),
      )
      .map((s) => s.replace(/[\r\n\0]/g, ' '));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 12 }), async (lines) => {
        const content = lines.map((l) => `${l}\n`).join('');
        const read = await readWhole(content, 6_000);
        expect(read.lines).toEqual(splitLines(content));
      }),
      propertyOptions(40),
    );
  });
});
