// Every finding of the MCP connection doctor has words in both languages, what it found and what to change,
// and those words use only the parameters the doctor gives that finding (a misspelt {{name}} would be shown
// to the person as written).
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, FINDINGS } from '../../common/mcp-doctor/finding';
import { en } from './en';
import { zh } from './zh';
import { wordsIn } from './testing/words-in';

const LANGUAGES = [
  ['en', en],
  ['zh', zh],
] as const;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('the MCP doctor’s words', () => {
  it.each(LANGUAGES)('%s words exactly the doctor’s finding codes', (_lng, messages) => {
    expect(Object.keys(messages.mcpDoctor.findings).sort()).toEqual([...FINDING_CODES].sort());
  });

  it.each(LANGUAGES)(
    '%s: each finding says what it found and what to change, with its own parameters only',
    (lng, messages) => {
      const words = wordsIn(lng, messages);
      for (const code of FINDING_CODES) {
        const params: readonly string[] = FINDINGS[code].params;
        const sample = Object.fromEntries(params.map((name) => [name, `<${name}>`]));
        for (const part of ['says', 'fix'] as const) {
          const template = messages.mcpDoctor.findings[code][part];
          expect(template.trim(), `${code}.${part}`).not.toBe('');
          expect(
            placeholders(template).filter((name) => !params.includes(name!)),
            `${code}.${part}`,
          ).toEqual([]);
          const said = words.t(`mcpDoctor.findings.${code}.${part}`, sample);
          expect(said, `${code}.${part}`).not.toContain('{{');
        }
      }
    },
  );

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
