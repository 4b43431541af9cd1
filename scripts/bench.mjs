// `npm run bench [-- <name prefix> ...]`: runs every benchmark under bench/ (files named <name>.bench.ts) and
// merges their figures into bench/results/latest.json. Benchmarks print lines `BENCH_RESULT {json}`; results
// of benchmarks not run this time are kept, so a partial run never erases other figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';

const prefixes = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .filter(
    (f) =>
      prefixes.length === 0 ||
      prefixes.some((p) => f.startsWith(p) || p.startsWith(f.replace('.bench.ts', ''))),
  );

const LATEST = 'bench/results/latest.json';
mkdirSync('bench/results', { recursive: true });
const previous = existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')).results : [];
const fresh = [];
let failures = 0;

for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const run = spawnSync('node_modules/.bin/tsx', [`bench/${file}`, ...prefixes], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('BENCH_RESULT ')) {
      const result = JSON.parse(line.slice('BENCH_RESULT '.length));
      if (prefixes.length === 0 || prefixes.some((p) => result.name.startsWith(p) || file.startsWith(p))) {
        fresh.push(result);
        console.log(`${result.name}: ${result.value} ${result.unit}`);
      }
    } else if (line.trim()) console.log(line);
  }
  if (run.status !== 0) {
    failures++;
    console.error(`bench/${file} exited with ${run.status}`);
  }
}

const freshNames = new Set(fresh.map((r) => r.name));
const results = [...previous.filter((r) => !freshNames.has(r.name)), ...fresh].sort((a, b) =>
  a.name.localeCompare(b.name),
);
writeFileSync(
  LATEST,
  JSON.stringify({ generatedAt: new Date().toISOString(), node: process.version, results }, null, 2) + '\n',
);
console.log(`\nwrote ${LATEST} (${fresh.length} fresh figures, ${results.length} in all)`);
process.exit(failures > 0 ? 1 : 0);
