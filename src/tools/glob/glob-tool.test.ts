import { describe, expect, it } from 'vitest';
import { createGlobTool } from './glob-tool';
import { runChecked, toolContext, workspaceWith } from '../file-tool-kit/testing';

const tree = {
  'src/index.ts': '',
  'src/app.tsx': '',
  'src/util/strings.ts': '',
  'src/util/strings.test.ts': '',
  'src/a.ts': '',
  'README.md': '',
  '.github/workflows/ci.yml': '',
  '.eslintrc.ts': '',
  'node_modules/x/index.ts': '',
  'dist/bundle.ts': '',
};

async function glob(input: Record<string, unknown>, cwd = '/workspace') {
  const ws = await workspaceWith(tree);
  return runChecked(createGlobTool(ws), input, toolContext({ cwd }));
}

describe('Glob', () => {
  it('matches ** across folders, sorted, skipping ignored and hidden', async () => {
    const out = await glob({ pattern: '**/*.ts' });
    expect(out.text.split('\n')).toEqual([
      'src/a.ts',
      'src/index.ts',
      'src/util/strings.test.ts',
      'src/util/strings.ts',
    ]);
    expect(out.data).toMatchObject({ count: 4, total: 4, truncated: false });
  });

  it('supports braces and character classes', async () => {
    expect((await glob({ pattern: 'src/*.{ts,tsx}' })).text).toBe('src/a.ts\nsrc/app.tsx\nsrc/index.ts');
    expect((await glob({ pattern: 'src/[a-b]*.ts' })).text).toBe('src/a.ts');
  });

  it('matches relative to path, returning workspace-relative paths', async () => {
    expect((await glob({ pattern: '*.ts', path: 'src/util' })).text).toBe(
      'src/util/strings.test.ts\nsrc/util/strings.ts',
    );
    expect((await glob({ pattern: '*.ts' }, '/workspace/src')).text).toBe('src/a.ts\nsrc/index.ts');
  });

  it('includes hidden files on request or when the pattern names them', async () => {
    expect((await glob({ pattern: '**/*.ts', include_hidden: true })).text).toContain('.eslintrc.ts');
    expect((await glob({ pattern: '.github/**/*.yml' })).text).toBe('.github/workflows/ci.yml');
    // A file inside a hidden folder is hidden too, unless asked for.
    expect((await glob({ pattern: '**/*.yml' })).text).not.toContain('ci.yml');
    expect((await glob({ pattern: '**/*.yml', include_hidden: true })).text).toBe('.github/workflows/ci.yml');
  });

  it('is PARTIAL over the limit', async () => {
    const out = await glob({ pattern: '**/*', limit: 2 });
    expect(out.status).toBe('partial');
    expect(out.text).toBe(
      'README.md\nsrc/a.ts\n\n[Showing 2 of 6 matching paths. Narrow the pattern or the path.]',
    );
  });

  it('accepts an absolute pattern inside the search folder', async () => {
    expect((await glob({ pattern: '/workspace/src/*.tsx' })).text).toBe('src/app.tsx');
  });

  it('says so when nothing matches', async () => {
    const out = await glob({ pattern: '**/*.py' });
    expect(out).toMatchObject({
      status: 'success',
      text: 'No files match **/*.py in the workspace.',
      data: { total: 0 },
    });
  });

  it.each([
    [{ pattern: '../**' }, 'ACCESS_DENIED'],
    [{ pattern: '*', path: '/etc' }, 'ACCESS_DENIED'],
    [{ pattern: '/etc/*' }, 'INVALID_PARAM'],
    [{ pattern: '*', path: 'missing' }, 'NOT_FOUND'],
    [{ pattern: '*', limit: 0 }, 'INVALID_PARAM'],
  ])('%j → %s', async (input, code) => {
    expect(await glob(input)).toMatchObject({ status: 'error', errorCode: code });
  });

  it('answers a hostile glob (stars that make a backtracking matcher spin) on long names, by its results', async () => {
    const name = 'a'.repeat(60);
    const ws = await workspaceWith({ [`src/${name}`]: '', [`src/${name}b`]: '' });
    const out = await runChecked(createGlobTool(ws), { pattern: `**/${'*a'.repeat(12)}b` }, toolContext());
    expect(out.text).toBe(`src/${name}b`);
    const braces = await runChecked(
      createGlobTool(ws),
      { pattern: `src/${'{a,b}'.repeat(30)}*` },
      toolContext(),
    );
    expect(braces.text).toBe(`src/${name}\nsrc/${name}b`);
  });
});
