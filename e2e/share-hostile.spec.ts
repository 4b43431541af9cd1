// Hostile links in the page: a clear message, the library untouched, nothing evaluated or inserted as HTML.
import { expect, test } from '@playwright/test';
import { deflateSync, strToU8 } from 'fflate';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { bytesToBase64url } from '../src/common/base64';
import { SCRIPT_TEXTS, withTextEverywhere } from '../src/session/share/testing/hostile-text';
import { storedLibrary } from './support/library';

// Built by hand, not with encodeShareFragment: Playwright's loader cannot take the schema's JSON import.
const fragmentOf = (text: string) => `s=1.${bytesToBase64url(deflateSync(strToU8(text), { level: 9 }))}`;
const lesson = lessonById('registration')!;
const valid = fragmentOf(JSON.stringify({ step: 1, session: lesson.document }));

const HOSTILE: Record<string, string> = {
  truncated: valid.slice(0, 60),
  garbage: 's=1.!!not-base64!!',
  'future version': 's=9.AAAA',
  bomb: `s=1.${bytesToBase64url(deflateSync(new Uint8Array(30_000_000), { level: 9 }))}`,
  'prototype key': fragmentOf(`{"step":1,"session":{"__proto__":{"polluted":1}}}`),
  'deep nesting': fragmentOf(`{"step":1,"session":${'['.repeat(5000)}${']'.repeat(5000)}}`),
  'not a session': fragmentOf('{"step":1,"session":{"format":"toolscope.session","formatVersion":1}}'),
};

test('hostile links give a clear message and change nothing', async ({ page }) => {
  await page.goto('./');
  const before = await storedLibrary(page);
  for (const [name, fragment] of Object.entries(HOSTILE)) {
    await page.goto(`./?case=${encodeURIComponent(name)}#${fragment}`);
    await expect(page.getByTestId('lessons-notice'), name).toContainText('This link cannot be opened');
    await expect(page.getByTestId('lessons-notice')).toContainText('Nothing was changed.');
    expect(await storedLibrary(page), name).toEqual(before);
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
  }
});

test('script in every text field is shown as text, never run', async ({ page }) => {
  for (const [index, script] of SCRIPT_TEXTS.entries()) {
    const fragment = fragmentOf(
      JSON.stringify({ step: null, session: withTextEverywhere(lesson.document, script) }),
    );
    // A new query each time: a change of fragment alone would not reload the page.
    await page.goto(`./?case=${index}#${fragment}`);
    await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', /running|finished/, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    await expect(page.locator('[data-library-entry]').last()).toContainText(script);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type])').count()).toBe(0);
  }
});

test('a link that decodes but cannot load is refused in words, before it reaches the library', async ({
  page,
}) => {
  const withEntry = (path: string) => ({
    ...lesson.document,
    workspace: {
      ...lesson.document.workspace,
      entries: [
        ...lesson.document.workspace.entries,
        { type: 'file', path, mode: 0o644, mtimeMs: 0, encoding: 'utf8', content: 'x\n' },
      ],
    },
  });
  const cases: [string, string][] = [
    [
      'a/../../b',
      'its workspace lists “a/../../b” (the link’s own words), a path that leads outside the workspace',
    ],
    [
      'no-such-folder/x.txt',
      'its workspace entry “no-such-folder/x.txt” (the link’s own words) cannot be created',
    ],
  ];
  await page.goto('./');
  const before = await storedLibrary(page);
  for (const [index, [path, why]] of cases.entries()) {
    await page.goto(
      `./?case=load-${index}#${fragmentOf(JSON.stringify({ step: 1, session: withEntry(path) }))}`,
    );
    await expect(page.getByTestId('lessons-notice')).toContainText(`This link cannot be opened: ${why}`);
    await expect(page.getByTestId('lessons-notice')).toContainText('Nothing was added to your sessions.');
    await expect(page.getByTestId('lessons-notice')).not.toContainText('EINVAL');
    expect(await storedLibrary(page)).toEqual(before);
  }
  // In Chinese too.
  await page.evaluate(() =>
    localStorage.setItem('toolscope.preferences', JSON.stringify({ state: { language: 'zh' }, version: 1 })),
  );
  await page.goto(
    `./?case=load-zh#${fragmentOf(JSON.stringify({ step: 1, session: withEntry('a/../../b') }))}`,
  );
  await expect(page.getByTestId('lessons-notice')).toContainText(
    // The link's own words are marked as its own (issue 35).
    '无法打开此链接：它的工作区列出了“a/../../b”（链接自己的文字），这个路径指向工作区之外',
  );
  expect(await storedLibrary(page)).toEqual(before);
});
