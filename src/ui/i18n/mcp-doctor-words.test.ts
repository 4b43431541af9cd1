// Every finding of the MCP connection doctor has words in both languages, what it found and what to change,
// and those words use only the parameters the doctor gives that finding (a misspelt {{name}} would be shown
// to the person as written).
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, FINDINGS } from '../../common/mcp-doctor/finding';
import { wordsProblems } from '../../common/mcp-doctor/testing/words-problems';
import { mcpServersWords } from './parts/mcp-servers';
import { wordsIn } from './testing/words-in';

// The doctor speaks in the Tools tab, whose words load with it.
const { en, zh } = mcpServersWords;
const LANGUAGES = [
  ['en', en],
  ['zh', zh],
] as const;

describe('the MCP doctor’s words', () => {
  it.each(LANGUAGES)(
    '%s words every finding code, and no other, with its own parameters only',
    (_lng, messages) => {
      expect(wordsProblems(messages.mcpDoctor.findings)).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: i18next fills every parameter of every finding', (lng, messages) => {
    const words = wordsIn(lng, messages);
    for (const code of FINDING_CODES) {
      const sample = Object.fromEntries(FINDINGS[code].params.map((name: string) => [name, `<${name}>`]));
      for (const part of ['says', 'fix'])
        expect(words.t(`mcpDoctor.findings.${code}.${part}`, sample), `${code}.${part}`).not.toContain('{{');
    }
  });

  it('names the severity of every finding in both languages', () => {
    const severities = new Set(FINDING_CODES.map((code) => FINDINGS[code].severity));
    for (const [, messages] of LANGUAGES)
      for (const severity of severities) expect(messages.mcpDoctor.severity[severity]).not.toBe('');
  });

  it('puts the server’s own words in verbatim: a header named in the fix', () => {
    const header = { header: 'mcp-protocol-version' };
    expect(wordsIn('en', en).t('mcpDoctor.findings.cors-header-not-allowed.fix', header)).toBe(
      'Add mcp-protocol-version to Access-Control-Allow-Headers (a * does not cover authorization).',
    );
    expect(wordsIn('zh', zh).t('mcpDoctor.findings.cors-header-not-allowed.fix', header)).toBe(
      '请把 mcp-protocol-version 加入 “Access-Control-Allow-Headers”（* 不包括 authorization）。',
    );
  });
});

describe('the words check itself', () => {
  it('catches a missing code, an unknown code, an empty fix and a misspelt parameter', () => {
    const words = { ...en.mcpDoctor.findings } as Record<string, { says: string; fix: string }>;
    delete words['auth-forbidden'];
    words['not-a-finding'] = { says: 'x', fix: 'y' };
    words['http-error'] = { says: 'Status {{stauts}}.', fix: ' ' };
    expect(wordsProblems(words)).toEqual([
      'not-a-finding: no such finding',
      'auth-forbidden: no words',
      'http-error.says: {{stauts}} is not a parameter',
      'http-error.fix: empty',
    ]);
  });
});
