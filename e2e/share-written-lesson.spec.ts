// Issue 33, items 1 and 2, through the controls a person presses: a lesson written in the editor, shared
// from the header's Share (not only from the editor), opens in a fresh browser with its guide, at its step,
// in the sharer's language; its link is short enough for a chat, with its length and a Copy button, in
// English and Chinese; the embed code plays it with its guide. While the link (and then a reload) fast-
// forwards, the step counter says "Opening at step N…", never step 0; a reload keeps the link's language
// until the reader switches by hand.
import { expect, test, type Page } from '@playwright/test';
import { chooseChinese, openPlayground } from './support/playground';
import { startEditor, writeBasics, writeCheckpoint } from './support/lesson-editor';

/** Every text the step counter shows from the page's first script on (the fast-forward is brief). */
async function recordCounter(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { counterTexts: string[] }).counterTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="step-counter"]')?.textContent ?? null;
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const counterTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { counterTexts: string[] }).counterTexts);

test('a written lesson through the header’s Share and the embed, opened at its step, reloaded in its language', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = await startEditor(page);
  await writeBasics(page);
  await writeCheckpoint(page, { kind: 'schema-tools', step: 2 }, 'none');

  // The editor's own link: its length and a Copy button beside it.
  await editor.getByRole('button', { name: 'Share as a link' }).click();
  const editorLink = editor.getByTestId('lesson-link');
  await expect(editorLink).toHaveValue(/#l=2\.[A-Za-z0-9_-]+$/);
  await expect(editor.getByTestId('lesson-link-length')).toContainText('fits in a chat message');
  await expect(editor.getByRole('button', { name: 'Copy lesson link' })).toBeVisible();

  // Previewed as a student and stepped once, then shared from the header, in Chinese.
  await editor.getByRole('button', { name: 'Preview as a student' }).click();
  const guide = page.locator('aside[data-lesson="reads-together"]');
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '0', { timeout: 30_000 });
  await guide.locator('.lesson-next').click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Share this session' });
  let written = dialog.getByTestId('share-written-lesson-link');
  await expect(written).toHaveValue(/\?lang=en#l=2\.[A-Za-z0-9_-]+$/);
  await expect(dialog.getByTestId('share-written-lesson-link-length')).toContainText(
    'characters · fits in a chat message',
  );
  await dialog.getByRole('button', { name: 'Copy lesson link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await written.inputValue());
  await dialog.getByRole('button', { name: 'Close' }).click();

  await chooseChinese(page);
  await page.getByRole('button', { name: '分享', exact: true }).click();
  dialog = page.getByRole('dialog', { name: '分享这个会话' });
  written = dialog.getByTestId('share-written-lesson-link');
  await expect(written).toHaveValue(/\?lang=zh#l=2\./);
  await expect(dialog.getByTestId('share-written-lesson-link-length')).toContainText(
    '个字符 · 可以放进聊天消息',
  );
  await expect(dialog.getByRole('button', { name: '复制课程链接' })).toBeVisible();
  const link = await written.inputValue();
  expect(link.length).toBeLessThanOrEqual(2_000);
  const sharedStep = await dialog.getByTestId('share-step').getAttribute('data-step');
  expect(sharedStep).toBe('1');
  // The embed code plays the same lesson, guide included.
  const snippet = await dialog.getByTestId('share-embed-snippet').inputValue();
  const embedSrc = /src="([^"]+)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(embedSrc).toMatch(/\?embed=1&lang=zh&tab=[a-z]+#l=2\./);
  await dialog.getByRole('button', { name: '关闭' }).click();

  // A fresh browser whose reader reads English: the link opens in Chinese, with the guide, at step 1,
  // saying where it is going while it gets there.
  const fresh = await browser.newContext({ locale: 'en-US' });
  const reader = await fresh.newPage();
  await recordCounter(reader);
  await openPlayground(reader, { path: link.replace(/^https?:\/\/[^/]+\//, './') });
  const shared = reader.locator('aside[data-lesson="reads-together"]');
  await expect(shared.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(shared.locator('.lesson-note')).toContainText('留意「批次」。');
  await expect(reader.locator('html')).toHaveAttribute('lang', 'zh-CN');
  let seen = await counterTexts(reader);
  expect(seen).toContain('正在打开到第 1 步…');
  expect(seen.filter((text) => text.startsWith('第 0 '))).toEqual([]);

  // A reload: still Chinese (the address kept lang=zh), the guide back, opening at step 1 again.
  await expect.poll(() => reader.url()).not.toContain('#l=');
  expect(new URL(reader.url()).searchParams.get('lang')).toBe('zh');
  await expect(reader.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });
  await reader.reload();
  await expect(shared.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(reader.locator('html')).toHaveAttribute('lang', 'zh-CN');
  seen = await counterTexts(reader);
  expect(seen).toContain('正在打开到第 1 步…');
  expect(seen.filter((text) => text.startsWith('第 0 '))).toEqual([]);

  // Switched by hand, the reader's choice wins over the link's on the next reload.
  await reader.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => reader.url()).not.toContain('lang=');
  await reader.reload();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shared.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });

  // The embed code's player, in a page of its own: the lesson's guide beside it, in Chinese, at step 1.
  const embedded = await fresh.newPage();
  await embedded.setViewportSize({ width: 800, height: 500 });
  await embedded.goto(embedSrc.replace(/^https?:\/\/[^/]+\//, './'));
  const embedGuide = embedded.locator('.embed-guide aside[data-lesson="reads-together"]');
  await expect(embedGuide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(embedGuide.locator('.lesson-note')).toContainText('留意「批次」。');
  await fresh.close();
});
