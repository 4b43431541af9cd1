import { describe, expect, it } from 'vitest';
import { createGrepTool } from './grep-tool';
import { runChecked, toolContext, workspaceWith } from '../file-tool-kit/testing';

const tree = {
  'src/b.ts': 'const Foo = 1;\nnothing\nfoo again\n',
  'src/a.ts': 'x\nfoo here\n',
  'src/a/deep.ts': 'FOO deep\n',
  'README.md': 'About foo.\n',
  '.env': 'FOO_SECRET=1\n',
  '.git/config': 'foo in git\n',
  'node_modules/lib/index.js': 'foo in deps\n',
  'dist/out.js': 'foo built\n',
  '.toolscope/spill/call_1.json': '{"foo": true}\n',
  'img.bin': new Uint8Array([102, 111, 111, 0, 1]),
};

async function grep(input: Record<string, unknown>, files: Record<string, string | Uint8Array> = tree) {
  const ws = await workspaceWith(files);
  return runChecked(createGrepTool(ws), input, toolContext());
}

describe('Grep', () => {
  it('finds lines case-insensitively by default, sorted by path then line, skipping ignored and hidden', async () => {
    const out = await grep({ pattern: 'foo' });
    expect(out.status).toBe('success');
    expect(out.text).toBe(
      [
        'README.md:1:About foo.',
        'src/a.ts:2:foo here',
        'src/a/deep.ts:1:FOO deep',
        'src/b.ts:1:const Foo = 1;',
        'src/b.ts:3:foo again',
      ].join('\n'),
    );
    expect(out.data).toMatchObject({ matchCount: 5, fileCount: 4, truncated: false, prefilter: 'foo' });
  });

  it('matches case exactly when asked', async () => {
    const out = await grep({ pattern: 'Foo', case_sensitive: true });
    expect(out.text).toBe('src/b.ts:1:const Foo = 1;');
  });

  it('includes hidden files on request, but never the spill folder', async () => {
    const out = await grep({ pattern: 'foo', include_hidden: true });
    expect(out.text).toContain('.env:1:FOO_SECRET=1');
    expect(out.text).not.toContain('spill');
    expect(out.text).not.toContain('.git');
  });

  it('skips files inside hidden folders unless include_hidden', async () => {
    const files = { 'src/a.ts': 'foo\n', '.github/workflows/ci.yml': 'run: foo\n' };
    expect((await grep({ pattern: 'foo' }, files)).text).toBe('src/a.ts:1:foo');
    expect((await grep({ pattern: 'foo', include_hidden: true }, files)).text).toBe(
      '.github/workflows/ci.yml:1:run: foo\nsrc/a.ts:1:foo',
    );
  });

  it('searches inside a skipped folder when the path points there', async () => {
    const out = await grep({ pattern: 'foo', path: 'node_modules' });
    expect(out.text).toBe('node_modules/lib/index.js:1:foo in deps');
  });

  it('searches one file when the path is a file', async () => {
    const out = await grep({ pattern: 'again', path: 'src/b.ts' });
    expect(out.text).toBe('src/b.ts:3:foo again');
  });

  it('filters by glob (basename when it has no slash, else relative to path)', async () => {
    expect((await grep({ pattern: 'foo', glob: '*.md' })).text).toBe('README.md:1:About foo.');
    expect((await grep({ pattern: 'foo', glob: 'src/a/**' })).text).toBe('src/a/deep.ts:1:FOO deep');
    expect((await grep({ pattern: 'foo', path: 'src', glob: '{a,b}.ts' })).data).toMatchObject({
      matchCount: 3,
    });
  });

  it('is PARTIAL over the limit, keeping the first matches', async () => {
    const files = { 'many.txt': Array.from({ length: 30 }, (_, i) => `hit ${i + 1}`).join('\n') };
    const out = await grep({ pattern: 'hit', limit: 5 }, files);
    expect(out.status).toBe('partial');
    expect(out.text.split('\n').slice(0, 5)).toEqual([
      'many.txt:1:hit 1',
      'many.txt:2:hit 2',
      'many.txt:3:hit 3',
      'many.txt:4:hit 4',
      'many.txt:5:hit 5',
    ]);
    expect(out.text).toContain('[Showing the first 5 matches; more exist.');
    expect(out.data).toMatchObject({ matchCount: 5, truncated: true });
  });

  it('is not partial when the limit is met exactly', async () => {
    const out = await grep({ pattern: 'foo', limit: 5 });
    expect(out.status).toBe('success');
  });

  it('detects truncation across files', async () => {
    const out = await grep({ pattern: 'foo', limit: 4 });
    expect(out).toMatchObject({ status: 'partial', data: { matchCount: 4 } });
  });

  it('shows context lines with grep separators', async () => {
    const files = { 'f.txt': 'a\nb\nMATCH1\nc\nd\ne\nf\nMATCH2\ng\n' };
    const out = await grep({ pattern: 'match', context_lines: 1 }, files);
    expect(out.text).toBe(
      ['f.txt-2-b', 'f.txt:3:MATCH1', 'f.txt-4-c', '--', 'f.txt-7-f', 'f.txt:8:MATCH2', 'f.txt-9-g'].join(
        '\n',
      ),
    );
  });

  it('merges overlapping context', async () => {
    const out = await grep(
      { pattern: 'm', context_lines: 2, case_sensitive: true },
      { 'f.txt': 'a\nm1\nb\nm2\nc\n' },
    );
    expect(out.text).toBe(['f.txt-1-a', 'f.txt:2:m1', 'f.txt-3-b', 'f.txt:4:m2', 'f.txt-5-c'].join('\n'));
  });

  it('cuts long lines at 2,000 characters', async () => {
    const out = await grep({ pattern: 'needle' }, { 'min.js': `needle${'z'.repeat(3000)}` });
    expect(out.text).toBe(`min.js:1:needle${'z'.repeat(1994)}… [line truncated]`);
  });

  it('uses RE2 syntax and reports invalid patterns with the engine message', async () => {
    expect((await grep({ pattern: 'fo+\\s\\w+' })).text).toBe(
      'src/a.ts:2:foo here\nsrc/a/deep.ts:1:FOO deep\nsrc/b.ts:3:foo again',
    );
    const bad = await grep({ pattern: 'a(b' });
    expect(bad).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM' });
    expect(bad.text).toBe('Invalid regular expression: error parsing regexp: missing closing ): `a(b`');
    expect(await grep({ pattern: '(a)\\1' })).toMatchObject({ errorCode: 'INVALID_PARAM' });
  });

  it('finishes a pathological pattern quickly (linear time, no backtracking)', async () => {
    const out = await grep(
      { pattern: '(a+)+$', case_sensitive: true },
      { 'evil.txt': `${'a'.repeat(5000)}!\n` },
    );
    expect(out.status).toBe('success');
    expect(out.data).toMatchObject({ matchCount: 0 });
  });

  it('skips binary files', async () => {
    const out = await grep({ pattern: 'foo', path: '.', glob: '*.bin' });
    expect(out).toMatchObject({ status: 'success', data: { matchCount: 0 } });
    expect(out.stats).toMatchObject({ binarySkipped: 1 });
  });

  it.each([
    [{ pattern: 'x', path: '../up' }, 'ACCESS_DENIED'],
    [{ pattern: 'x', path: 'missing' }, 'NOT_FOUND'],
    [{ pattern: '' }, 'INVALID_PARAM'],
    [{ pattern: 'x', limit: 201 }, 'INVALID_PARAM'],
    [{ pattern: 'x', context_lines: -1 }, 'INVALID_PARAM'],
  ])('%j → %s', async (input, code) => {
    expect(await grep(input)).toMatchObject({ status: 'error', errorCode: code });
  });

  it('stops when the call is aborted', async () => {
    const ws = await workspaceWith(tree);
    const controller = new AbortController();
    controller.abort();
    const out = await createGrepTool(ws).run({ pattern: 'foo' }, toolContext({ signal: controller.signal }));
    expect(out).toMatchObject({ status: 'error', errorCode: 'ABORTED' });
  });

  it('prefilters literals with any punctuation, case-insensitively', async () => {
    const files = { 'f.txt': 'a FOO-BAR/{x}|y line\nfoo-bar/{x}|Y again\nfoo_bar\n' };
    const out = await grep({ pattern: 'foo-bar/\\{x\\}\\|y' }, files);
    expect(out.text).toBe('f.txt:1:a FOO-BAR/{x}|y line\nf.txt:2:foo-bar/{x}|Y again');
    expect(out.data).toMatchObject({ prefilter: 'foo-bar/{x}|y' });
  });
});
