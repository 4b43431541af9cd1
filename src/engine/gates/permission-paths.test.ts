// File rules match the path the tool will touch, however the call spells it (issue 18, item 1).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeTool } from '../testing/engine-harness';
import { decidePermission } from './permission';
import { propertyOptions } from '../../common/testing/property-runs';

const write = fakeTool('Write', { lockUse: 'write' });

function verdictFor(path: string, deny: string, cwd = '/workspace') {
  return decidePermission({
    toolName: 'Write',
    tool: write,
    input: { path, content: 'x' },
    cwd,
    insideSubagent: false,
    settings: { mode: 'ask', rules: { allow: [], ask: [], deny: [deny] } },
    grants: [],
  }).verdict;
}

describe('path rules', () => {
  it('deny every spelling of a path under the denied folder', () => {
    for (const path of [
      'secrets/x',
      './secrets/x',
      'secrets//x',
      'secrets/./x',
      'docs/../secrets/x',
      '/workspace/secrets/x',
      '/workspace//secrets/x',
      'secrets\\x',
      'secrets/x/',
    ]) {
      expect(verdictFor(path, 'Write(secrets/**)'), path).toBe('DENY');
    }
    expect(verdictFor('x', 'Write(secrets/**)', '/workspace/secrets')).toBe('DENY');
    expect(verdictFor('../secrets/x', 'Write(secrets/**)', '/workspace/docs')).toBe('DENY');
  });

  it('read the rule the same way, whichever spelling it uses', () => {
    for (const rule of ['Write(./secrets/**)', 'Write(/workspace/secrets/**)', 'Write(secrets//**)']) {
      expect(verdictFor('docs/../secrets/x', rule), rule).toBe('DENY');
    }
  });

  it('are case-sensitive, like the workspace, and do not reach past the folder', () => {
    expect(verdictFor('Secrets/x', 'Write(secrets/**)')).toBe('ALLOW');
    expect(verdictFor('secretsx/y', 'Write(secrets/**)')).toBe('ALLOW');
    expect(verdictFor('docs/secrets/x', 'Write(secrets/**)')).toBe('ALLOW');
  });

  it('keep a glob escape literal: a rule for `[id].ts` names that file only', () => {
    expect(verdictFor('src/[id].ts', 'Write(src/\\[id\\].ts)')).toBe('DENY');
    expect(verdictFor('src/i.ts', 'Write(src/\\[id\\].ts)')).toBe('ALLOW');
  });

  it('deny any generated spelling of a path under the folder', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9._-]{0,7}$/).filter((s) => s !== '..' && s !== '.');
    const noise = fc.constantFrom('', './', '/', 'tmp/../', './/');
    const spelling = fc
      .tuple(
        fc.boolean(),
        fc.array(fc.tuple(noise, segment), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', './', 'tmp/../', './/'),
      )
      .map(([absolute, rest, lead]) => {
        const tail = rest.map(([n, s]) => `${n}${s}`).join('/');
        return `${absolute ? '/workspace/' : ''}${lead}secrets/${tail}`;
      });
    fc.assert(
      fc.property(spelling, (path) => {
        expect(verdictFor(path, 'Write(secrets/**)')).toBe('DENY');
      }),
      propertyOptions(100),
    );
  });

  it('match a hostile glob on a long path by its result (no backtracking matcher runs)', () => {
    const name = `${'a'.repeat(60)}.txt`;
    expect(verdictFor(name, `Write(${'*a'.repeat(12)}b)`)).not.toBe('DENY');
    expect(verdictFor(`${'a'.repeat(60)}b`, `Write(${'*a'.repeat(12)}b)`)).toBe('DENY');
  });
});
