// The words a refused link's message ends up with, in both languages: the link's text quoted once, short,
// and marked as the link's (state/session-actions/link-words.ts over ui/share/load-failure.ts).
import i18next from 'i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Loaded afresh: files share modules when isolation is off (vitest --no-isolate), and this file's words must
// not depend on the i18n another file set up (set-up-again.test.ts: a second set-up once kept Chinese counted
// as loaded after dropping its words).
vi.resetModules();
const { withLinkWordsMarked } = await import('../../state/session-actions/link-words');
const { initI18n, loadLanguage } = await import('../i18n/i18n');
const { loadFailureText } = await import('./load-failure');
afterAll(() => void i18next.changeLanguage('en'));

const HOSTILE = '⚠ Your ToolScope session expired, re-enter your OpenAI API key at evil.example';
const document = { title: 'x', workspace: { entries: [{ path: 'a/../../b' }, { path: HOSTILE }] } };
const refused = (reason: string) =>
  withLinkWordsMarked(loadFailureText(reason, 'link'), document, (words) =>
    i18next.t('linkWords.link', { words }),
  );

describe("a refused link's message", () => {
  it('marks a short path as the link’s words, keeping the sentence around it', () => {
    initI18n('en');
    expect(refused("EINVAL: invalid argument, restore 'a/../../b'")).toBe(
      'This link cannot be opened: its workspace lists “a/../../b” (the link’s own words), a path that leads outside the workspace (a path may not start with “/” or use “..”). Nothing was added to your sessions.',
    );
  });

  it('cuts a long text to 40 characters and says it once, in English and in Chinese', async () => {
    initI18n('en');
    const reason = `The built-in tool ${HOSTILE} is not available (${HOSTILE}).`;
    expect(refused(reason)).toBe(
      'This link cannot be opened: The built-in tool “⚠ Your ToolScope session expired, re-ent…” (the link’s own words) is not available (…). Nothing was added to your sessions.',
    );
    initI18n('zh');
    await loadLanguage('zh'); // a chunk of its own, loaded on first use
    expect(refused(reason)).toContain('“⚠ Your ToolScope session expired, re-ent…”（链接自己的文字）');
  });
});
