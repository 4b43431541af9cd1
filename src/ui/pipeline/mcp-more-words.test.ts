// The words of what a live MCP server made the run do, in both languages: a changed tool list refused (the
// schema stage) and a call's notes (its card). The runtime's own reason, and a note the page does not know,
// are shown as they were said.
import { afterAll, describe, expect, it } from 'vitest';
import { addPartWords, initI18n, loadLanguage } from '../i18n/i18n';
import { mcpLiveWords } from '../i18n/parts/mcp-live';
import { mcpCallNoteWords, mcpListRefusedWords } from './mcp-more-words';

const i18n = initI18n('en');
addPartWords(mcpLiveWords); // as the pipeline view does when it loads (pipeline-part.ts)
afterAll(() => void i18n.changeLanguage('en'));

const refusal = { server: 'shop', reason: 'The MCP server shop lists the tool "a" twice.' };

describe('what a live MCP server made the run do, worded', () => {
  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    expect(mcpListRefusedWords(refusal, i18n.t)).toEqual({
      text: 'shop: new tool list refused',
      title:
        'The MCP server shop said its tools changed, but its new list could not be registered, so its old tools were kept. The MCP server shop lists the tool "a" twice.',
    });
    expect(mcpCallNoteWords({ kind: 'session-restarted' }, i18n.t)).toEqual({
      text: 'new MCP session',
      title:
        'The MCP server had forgotten the session (HTTP 404 on its id): the client started a new one and sent the call again.',
    });
  });

  it('reads in Chinese', async () => {
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(mcpListRefusedWords(refusal, i18n.t).text).toBe('shop：新工具列表被拒绝');
    expect(mcpListRefusedWords(refusal, i18n.t).title).toContain('保留了原来的工具');
    expect(mcpListRefusedWords(refusal, i18n.t).title).toContain(refusal.reason);
    expect(mcpCallNoteWords({ kind: 'session-restarted' }, i18n.t).text).toBe('新的 MCP 会话');
  });

  it('shows a note it does not know as it was said, in either language', () => {
    expect(mcpCallNoteWords({ kind: 'said', text: 'Odd.' }, i18n.t)).toEqual({ text: 'Odd.', title: 'Odd.' });
  });
});
