// The permission gate's four MCP rules (tools/mcp/mcp-trust.ts: an untrusted server, and a trusted server's
// read-only, destructive or other tool) have words of their own in both languages, and a Chinese page says
// them from their codes, naming the tool, never by the "decided by <rule>" fallback with the English behind it.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { permissionReason } from './permission-reason';
import { reasonString } from './reason';

const MCP_RULES = ['mcp.untrusted-server', 'mcp.read-only', 'mcp.destructive', 'mcp.trusted-server'];
const TOOL = 'mcp__library__find_books';

function translator(language: 'en' | 'zh') {
  const t = i18next.createInstance();
  void t.init({
    resources: { [language]: { translation: language === 'en' ? en : zh } },
    lng: language,
    initAsync: false,
  });
  return t;
}

describe('MCP permission reasons', () => {
  it.each(MCP_RULES)('%s has words of its own in English and Chinese, naming the tool', (rule) => {
    const said = permissionReason({ rule, reason: 'the engine words', toolName: TOOL, risk: null });
    expect(said.key).not.toBe('permission.other');
    expect(translator('en').exists(`reasons.${said.key}`)).toBe(true);
    // English pages show the engine's own words; Chinese renders the code, with the tool as given.
    const zhT = translator('zh');
    expect(zhT.exists(`reasons.${said.key}`)).toBe(true);
    expect(reasonString(said, zhT.t, 'zh')).toContain(`「${TOOL}」`);
  });

  it('tells the four apart', () => {
    const keys = MCP_RULES.map(
      (rule) => permissionReason({ rule, reason: '', toolName: TOOL, risk: null }).key,
    );
    expect(new Set(keys).size).toBe(MCP_RULES.length);
  });
});
