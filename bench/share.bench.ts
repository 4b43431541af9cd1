// `npm run bench -- share`: share links of the ten lessons.
//   share.lesson-link-max      the longest lesson link, whole URL with a stand-in origin (chars; must be ≤ 2,000)
//   share.lesson-link-ratio    median of (base64url of the plain JSON payload) / (link data): what deflate saves
//   share.decode-longest-ms    median time to decode and validate the longest lesson link
import { strToU8 } from 'fflate';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { lessonShareUrl } from '../src/session/lessons/lesson-link';
import { bytesToBase64url } from '../src/common/base64';
import { decodeShareLink } from '../src/session/share/decode-share-link';
import { shareableDocument } from '../src/session/share/share-payload';
import { median, medianMs, report } from './bench-kit';

const links = LESSONS.map((lesson) => ({ lesson, url: lessonShareUrl(lesson) }));
const longest = links.reduce((a, b) => (b.url.length > a.url.length ? b : a));
for (const { lesson, url } of links) console.log(`${lesson.id.padEnd(18)} ${url.length} chars`);

report({
  name: 'share.lesson-link-max',
  value: longest.url.length,
  unit: 'chars',
  command: 'npm run bench -- share',
});

const ratios = links.map(({ lesson, url }) => {
  const plain = bytesToBase64url(
    strToU8(JSON.stringify({ step: null, session: shareableDocument(lesson.document) })),
  );
  return plain.length / url.slice(url.indexOf('#s=1.') + 5).length;
});
report({
  name: 'share.lesson-link-ratio',
  value: median(ratios),
  unit: 'x',
  command: 'npm run bench -- share',
});

const decodeMs = await medianMs(() => {
  if (!decodeShareLink(longest.url).ok) throw new Error('the longest lesson link did not decode');
}, 15);
report({ name: 'share.decode-longest-ms', value: decodeMs, unit: 'ms', command: 'npm run bench -- share' });
