// bundle.initial-js-gzip: gzip bytes of the JS the page loads before anything lazy (the entry script and its
// modulepreloads in dist/index.html). bundle.total-gzip: gzip bytes of every JS and CSS file in dist/assets.
// bundle.first-load-gzip / bundle.embed-first-load-gzip: what Chromium fetched, page and workers, opening the
// default first screen / `?embed=1&lesson=…`, until the network was idle, before any click (first-load-kit.ts).
// bundle.precache-gzip: every file the service worker precaches (its manifest in dist/sw.js), fetched after
// the first screen is idle and so reported apart.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { report } from './bench-kit';
import { launchChromium, measureFirstLoad, serveDist } from './first-load-kit';

const EMBED_LESSON = 'registration';

execSync('node_modules/.bin/vite build --logLevel warn', { stdio: 'inherit' });
const html = readFileSync('dist/index.html', 'utf8');
const initial = new Set<string>();
for (const match of html.matchAll(
  /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g,
)) {
  initial.add(match[1]!);
}
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const initialBytes = [...initial].reduce((sum, file) => sum + gz(`dist/${file}`), 0);
const totalBytes = readdirSync('dist/assets')
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .reduce((sum, f) => sum + gz(`dist/assets/${f}`), 0);
const precached = [...readFileSync('dist/sw.js', 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
const precacheBytes = precached.reduce((sum, file) => sum + gz(`dist/${file}`), 0);
console.log(`initial chunks: ${[...initial].join(', ')}`);

const server = await serveDist('dist');
const browser = await launchChromium();
try {
  const first = await measureFirstLoad(browser, server, 'dist', './');
  const embed = await measureFirstLoad(browser, server, 'dist', `./?embed=1&lesson=${EMBED_LESSON}`);
  for (const [name, load] of [
    ['first screen', first],
    ['embed', embed],
  ] as const) {
    const biggest = [...load.files].sort((a, b) => b.gzip - a.gzip).slice(0, 6);
    console.log(
      `${name}: ${load.files.length} files; largest ${biggest.map((f) => `${f.path} ${f.gzip}`).join(', ')}`,
    );
  }
  const command = 'npm run bench -- bundle';
  report({ name: 'bundle.initial-js-gzip', value: initialBytes, unit: 'bytes', command });
  report({ name: 'bundle.total-gzip', value: totalBytes, unit: 'bytes', command });
  report({ name: 'bundle.first-load-gzip', value: first.gzipBytes, unit: 'bytes', command });
  report({ name: 'bundle.embed-first-load-gzip', value: embed.gzipBytes, unit: 'bytes', command });
  report({ name: 'bundle.precache-gzip', value: precacheBytes, unit: 'bytes', command });
} finally {
  await browser.close();
  await server.close();
}
