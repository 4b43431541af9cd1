// bundle.initial-js-gzip: gzip bytes of the JS the page loads before anything lazy (the entry script and its
// modulepreloads in dist/index.html). bundle.total-gzip: gzip bytes of every JS and CSS file in dist/assets.
// bundle.first-load-gzip / bundle.embed-first-load-gzip: what Chromium fetched, page and workers, opening the
// default first screen / `?embed=1&lesson=…`, until the network was idle, before any click (first-load-kit.ts).
// bundle.precache-gzip: every file the service worker precaches (its manifest in dist/sw.js), fetched after
// the first screen is idle and so reported apart. The bench fails (after reporting) when the initial JS is over
// its budget, and lists what the initial chunks hold (first-screen-modules.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { againstBudget, initialScripts } from '../scripts/first-screen-js.mjs';
import { report, reportListing } from './bench-kit';
import { launchChromium, measureFirstLoad, serveDist } from './first-load-kit';
import { collectChunkModules, listFirstScreen, type ChunkModules } from './first-screen-modules';

const EMBED_LESSON = 'registration';

const chunks: ChunkModules = new Map();
await build({ logLevel: 'warn', plugins: [collectChunkModules(chunks)] });
const initial = initialScripts(readFileSync('dist/index.html', 'utf8'));
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const initialBytes = initial.reduce((sum, file) => sum + gz(`dist/${file}`), 0);
const totalBytes = readdirSync('dist/assets')
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .reduce((sum, f) => sum + gz(`dist/assets/${f}`), 0);
const precached = [...readFileSync('dist/sw.js', 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
const precacheBytes = precached.reduce((sum, file) => sum + gz(`dist/${file}`), 0);
console.log(`initial chunks: ${initial.map((file) => `${file} ${gz(`dist/${file}`)}`).join(', ')}`);
const listing = listFirstScreen(chunks, initial, process.cwd());
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `initial modules by group (minified, before gzip): ${listing.groups
    .slice(0, 25)
    .map((g) => `${g.group} ${kb(g.bytes)}`)
    .join(', ')}`,
);
console.log(
  `initial MCP modules (minified): ${listing.mcp.map((m) => `${m.module} ${m.bytes}`).join(', ') || 'none'}`,
);

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
  const bytes = (items: readonly { name: string; value: number }[]) =>
    items.map((item) => ({ ...item, unit: 'bytes' as const }));
  reportListing({
    name: 'bundle.initial-js-chunks-gzip',
    command,
    items: bytes(initial.map((file) => ({ name: file, value: gz(`dist/${file}`) }))),
  });
  reportListing({
    name: 'bundle.initial-js-groups-minified',
    command,
    items: bytes(listing.groups.slice(0, 25).map((g) => ({ name: g.group, value: g.bytes }))),
  });
  reportListing({
    name: 'bundle.initial-js-mcp-modules-minified',
    command,
    items: bytes(listing.mcp.map((m) => ({ name: m.module, value: m.bytes }))),
  });
} finally {
  await browser.close();
  await server.close();
}
const budget = againstBudget(initialBytes);
if (budget.over > 0) {
  console.error(`bundle.initial-js-gzip is ${budget.over} B over its budget of ${budget.budget} B`);
  process.exitCode = 1;
}
