// Search patterns have one limit, told to the model and enforced (issue 19, item 8): past it a pattern is
// INVALID_PARAM naming the limit, never an INTERNAL_ERROR "Stack overflow" that depends on the machine.
import { describe, expect, it } from 'vitest';
import { call, createHarness } from '../../engine/testing/engine-harness';
import { createGlobTool } from '../glob/glob-tool';
import { createGrepTool } from '../grep/grep-tool';
import { buildLineMatcher } from '../grep/line-matcher';
import { compileGlob, MAX_PATTERN_CHARS } from './pattern-limit';
import { toolContext, workspaceWith } from './testing';

const files = { 'a.txt': 'aaa\n', 'src/b.ts': 'const b = 1;\n' };
// Long enough that V8 cannot compile it as a regular expression on a default stack.
const HUGE = 20_000;

describe('the pattern limit', () => {
  it('is in the schema and the description of Grep and Glob', async () => {
    const ws = await workspaceWith(files);
    for (const tool of [createGrepTool(ws), createGlobTool(ws)]) {
      expect(tool.parameters.properties?.pattern).toMatchObject({ maxLength: MAX_PATTERN_CHARS });
      expect(tool.description).toContain('Patterns are at most 1,000 characters.');
    }
    expect(createGrepTool(ws).parameters.properties?.glob).toMatchObject({ maxLength: MAX_PATTERN_CHARS });
  });

  it('makes Grep answer INVALID_PARAM naming the limit, for the pattern and for the glob', async () => {
    const ws = await workspaceWith(files);
    const grep = createGrepTool(ws);
    for (const input of [
      { pattern: 'a'.repeat(HUGE) },
      { pattern: 'a'.repeat(MAX_PATTERN_CHARS + 1), case_sensitive: true },
      { pattern: 'a', glob: '*a'.repeat(HUGE / 2) },
    ]) {
      const out = await grep.run(input, toolContext());
      expect(out.errorCode).toBe('INVALID_PARAM');
      expect(out.errorMessage).toMatch(/characters long; the limit is 1,000 characters/);
    }
    const atLimit = await grep.run({ pattern: 'a'.repeat(MAX_PATTERN_CHARS) }, toolContext());
    expect(atLimit.status).toBe('success');
  });

  it('makes Glob answer INVALID_PARAM naming the limit', async () => {
    const ws = await workspaceWith(files);
    const out = await createGlobTool(ws).run({ pattern: '*a'.repeat(HUGE / 2) }, toolContext());
    expect(out).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM' });
    expect(out.errorMessage).toContain('the limit is 1,000 characters');
  });

  it('counts characters, not UTF-16 units, as the schema validator does', async () => {
    const ws = await workspaceWith(files);
    const emoji = '😀'.repeat(MAX_PATTERN_CHARS);
    expect((await createGrepTool(ws).run({ pattern: emoji }, toolContext())).status).toBe('success');
    expect((await createGrepTool(ws).run({ pattern: `${emoji}x` }, toolContext())).errorCode).toBe(
      'INVALID_PARAM',
    );
  });

  it('rejects an over-long pattern in the pipeline before the tool runs, naming the limit', async () => {
    const ws = await workspaceWith(files);
    const h = createHarness({ tools: [createGrepTool(ws), createGlobTool(ws)] });
    const outcome = await h.turn([
      call('Grep', { pattern: 'a'.repeat(HUGE) }),
      call('Glob', { pattern: '*'.repeat(HUGE) }),
    ]);
    for (const { result } of outcome.calls) {
      expect(result.errorCode).toBe('INVALID_PARAM');
      expect(result.errorMessage).toContain('must NOT have more than 1000 characters');
    }
  });
});

// V8 cannot compile a case-insensitive literal this long on any stack a test runs with.
const UNCOMPILABLE = 200_000;

describe('compiling a pattern never throws', () => {
  it('Grep drops a case-folding prefilter V8 cannot compile, and leaves the lines to RE2', () => {
    const built = buildLineMatcher('a'.repeat(UNCOMPILABLE), false);
    expect(built.ok).toBe(true);
    if (built.ok) {
      expect(built.matcher.prefilter).toBe('');
      expect(built.matcher.mayMatchFile('b')).toBe(true);
      expect(built.matcher.matchesLine('b')).toBe(false);
    }
  });

  it('a glob the matcher cannot compile is a value with a short reason', () => {
    // Under picomatch's own limit (65,536 characters), but more than V8 compiles.
    const compiled = compileGlob('pattern', '*a'.repeat(32_000), { dot: false });
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) {
      expect(compiled.message).toMatch(/^'pattern' is not a glob this tool can use: /);
      expect(compiled.message.length).toBeLessThan(200);
    }
  });
});
