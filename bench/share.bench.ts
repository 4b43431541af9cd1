// `npm run bench -- share`: share links of the built-in lessons.
//   share.lesson-link-max      the longest link the Share button makes for a built-in lesson at its last step,
//                              measured in Chromium through the real button (the app's defaults, openAt and
//                              lang= included), with a stand-in origin of typical length (chars; ≤ 2,000).
//                              Of the two links the dialog offers, the longer: the session link.
//   share.lesson-id-link-max   the same for "this lesson at this step", the link that names the lesson (chars)
//   share.lesson-link-ratio    median of (base64url of the plain JSON payload) / (link data): what deflate saves
//   share.decode-longest-ms    median time to decode and validate the longest session link
import { strToU8 } from 'fflate';
import { expect } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { lessonShareUrl, STAND_IN_APP_URL } from '../src/session/lessons/lesson-link';
import { bytesToBase64url } from '../src/common/base64';
import { decodeShareLink } from '../src/session/share/decode-share-link';
import { shareableDocument } from '../src/session/share/share-payload';
import { median, medianMs, report } from './bench-kit';
import { buildApp, launchChromium, serveApp } from './browser-kit';

const command = 'npm run bench -- share';

buildApp();
const server = await serveApp();
const browser = await launchChromium();
const measured: { id: string; session: string; lesson: string }[] = [];
try {
  for (const lesson of LESSONS) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.origin}/?lesson=${lesson.id}`);
    const status = page.getByTestId('runtime-status');
    await expect(status).toHaveAttribute('data-paused', 'true', { timeout: 60_000 });
    await page
      .getByRole('toolbar', { name: 'Drive the runtime' })
      .getByRole('button', { name: 'Run', exact: true })
      .click();
    await expect(status).toHaveAttribute('data-phase', 'finished', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this session' });
    const session = dialog.getByTestId('share-link');
    const short = dialog.getByTestId('share-lesson-link');
    await expect(session).toHaveValue(/#s=1\./, { timeout: 30_000 });
    await expect(short).toHaveValue(/lesson=/);
    // The app's own address replaced by the stand-in, as a deployment would have it.
    const rebase = (url: string) => STAND_IN_APP_URL + url.slice(`${server.origin}/`.length);
    measured.push({
      id: lesson.id,
      session: rebase(await session.inputValue()),
      lesson: rebase(await short.inputValue()),
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
for (const m of measured) console.log(`${m.id.padEnd(18)} ${m.session.length} / ${m.lesson.length} chars`);
const longest = measured.reduce((a, b) => (b.session.length > a.session.length ? b : a));
report({ name: 'share.lesson-link-max', value: longest.session.length, unit: 'chars', command });
report({
  name: 'share.lesson-id-link-max',
  value: Math.max(...measured.map((m) => m.lesson.length)),
  unit: 'chars',
  command,
});

const ratios = LESSONS.map((lesson) => {
  const url = lessonShareUrl(lesson);
  const plain = bytesToBase64url(
    strToU8(JSON.stringify({ step: null, session: shareableDocument(lesson.document) })),
  );
  return plain.length / url.slice(url.indexOf('#s=1.') + 5).length;
});
report({ name: 'share.lesson-link-ratio', value: median(ratios), unit: 'x', command });

const decodeMs = await medianMs(() => {
  if (!decodeShareLink(longest.session).ok) throw new Error('the longest lesson link did not decode');
}, 15);
report({ name: 'share.decode-longest-ms', value: decodeMs, unit: 'ms', command });
