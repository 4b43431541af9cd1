import { describe, expect, it } from 'vitest';
import { mcpFunctionName, mcpServerPart, nameMcpTools, sameNamespaceProblem } from './mcp-tool-names';

const ALLOWED = /^[a-zA-Z0-9_-]{1,64}$/;

describe('MCP tool names', () => {
  it('puts a tool whose name is allowed under its server, unchanged', () => {
    expect(mcpFunctionName('everything', 'get-sum')).toBe('mcp__everything__get-sum');
  });

  it.each([
    ['a dot', 'files.read'],
    ['a slash', 'repo/issues'],
    ['a space', 'list all'],
    ['non-ASCII letters', 'résumé'],
    ['HTML', '<b>x</b>'],
    ['a bidi control', 'abc\u202edef'],
    ['nothing at all', ''],
    ['a name far past 64 characters', 'x'.repeat(200)],
  ])('maps a name with %s to an allowed name carrying a hash', (_case, name) => {
    const mapped = mcpFunctionName('everything', name);
    expect(mapped).toMatch(ALLOWED);
    expect(mapped.startsWith('mcp__everything__')).toBe(true);
    expect(mapped).toMatch(/_[0-9a-f]{6}$/);
  });

  it('keeps two names apart that read alike once mapped', () => {
    const named = nameMcpTools('s', ['a.b', 'a_b', 'a b']);
    expect(named.ok).toBe(true);
    if (!named.ok) return;
    const names = named.tools.map((tool) => tool.functionName);
    expect(new Set(names).size).toBe(3);
    expect(named.tools.map((tool) => tool.originalName)).toEqual(['a.b', 'a_b', 'a b']);
  });

  it('keeps long names that differ only past the cut apart', () => {
    const long = 'y'.repeat(80);
    expect(mcpFunctionName('s', `${long}1`)).not.toBe(mcpFunctionName('s', `${long}2`));
  });

  it('refuses a tool listed twice, in words', () => {
    const named = nameMcpTools('everything', ['echo', 'echo']);
    expect(named).toEqual({ ok: false, reason: expect.stringContaining('lists the tool "echo" twice') });
  });

  it('maps a server name that is not allowed, and an empty one', () => {
    expect(mcpServerPart('my server.local')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(mcpServerPart('')).toMatch(/^s_[0-9a-f]{6}$/);
    expect(mcpServerPart('a'.repeat(40)).length).toBeLessThanOrEqual(20);
  });

  it('refuses two servers that would share a namespace', () => {
    expect(sameNamespaceProblem(['docs', 'code'])).toBeNull();
    expect(sameNamespaceProblem(['my.server', 'my_server'])).toMatch(/"my.server" and "my_server"/);
  });
});
