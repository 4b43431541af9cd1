// bundle.initial-js-gzip: gzip bytes of the JS the page loads before anything lazy (the entry script and its
// modulepreloads in dist/index.html). bundle.total-gzip: gzip bytes of every JS and CSS file in dist/assets.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { report } from './bench-kit';

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
console.log(`initial chunks: ${[...initial].join(', ')}`);
const command = 'npm run bench -- bundle';
report({ name: 'bundle.initial-js-gzip', value: initialBytes, unit: 'bytes', command });
report({ name: 'bundle.total-gzip', value: totalBytes, unit: 'bytes', command });
