import { beforeAll, describe, expect, it, vi } from 'vitest';

// Loaded afresh: files share modules when isolation is off (vitest --no-isolate), and this file's words must
// not depend on the i18n another file set up (set-up-again.test.ts: a second set-up once kept Chinese counted
// as loaded after dropping its words).
vi.resetModules();
const { initI18n, loadLanguage } = await import('../i18n/i18n');
const { explainLoadReason, loadFailureText, openFailureText } = await import('./load-failure');

describe('a refused load, in words', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('says which workspace path cannot exist, never the errno', () => {
    const text = loadFailureText("EINVAL: invalid argument, restore 'a/../../b'", 'link');
    expect(text).toBe(
      'This link cannot be opened: its workspace lists “a/../../b”, a path that leads outside the workspace (a path may not start with “/” or use “..”). Nothing was added to your sessions.',
    );
    expect(explainLoadReason("EINVAL: invalid argument, restore 'docs/x.md'")).toContain(
      'its workspace entry “docs/x.md” cannot be created',
    );
    expect(explainLoadReason("ENOENT: no such file or directory, open 'x'")).not.toContain('ENOENT:');
  });

  it("reads the workspace error inside the runtime host's own frame too", () => {
    const framed = "The runtime could not load this session: EINVAL: invalid argument, restore 'a/../../b'";
    expect(explainLoadReason(framed)).toBe(
      explainLoadReason("EINVAL: invalid argument, restore 'a/../../b'"),
    );
    expect(explainLoadReason(framed)).not.toContain('EINVAL');
  });

  it("keeps the runtime's own sentence inside a frame that says what was not opened", () => {
    const reason = 'An API key is needed for the OpenAI-compatible provider.';
    expect(loadFailureText(reason, 'file')).toBe(
      'This file cannot be opened: An API key is needed for the OpenAI-compatible provider. Nothing was added to your sessions.',
    );
    expect(loadFailureText(reason, 'library')).toBe(
      'This session cannot be opened: An API key is needed for the OpenAI-compatible provider.',
    );
  });

  it('says the same in Chinese', async () => {
    const i18n = initI18n('zh');
    await loadLanguage('zh'); // a chunk of its own, loaded on first use
    await i18n.changeLanguage('zh');
    try {
      expect(loadFailureText("EINVAL: invalid argument, restore 'a/../../b'", 'link')).toContain(
        '无法打开此链接：它的工作区列出了“a/../../b”',
      );
      expect(openFailureText({ kind: 'unfinished', at: 't' })).toContain('没有打开完成');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
