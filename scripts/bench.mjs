// `npm run bench [-- <name> ...]`: runs the benchmarks under bench/ (files named <name>.bench.ts) that the names
// select (an exact bench name runs that bench alone, any other name is a prefix: scripts/bench-select.mjs) and
// merges their figures into bench/results/latest.json. Benchmarks print lines `BENCH_RESULT {json}`; results
// of benchmarks not run this time are kept, so a partial run never erases other figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { selectBenches } from './bench-select.mjs';

const names = process.argv.slice(2);
const files = selectBenches(readdirSync('bench'), names);
if (files.length === 0) {
  console.error(`no benchmark is named or starts with ${names.join(', ')} (bench/<name>.bench.ts)`);
  process.exit(2);
}

const LATEST = 'bench/results/latest.json';
mkdirSync('bench/results', { recursive: true });
const previous = existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')).results : [];
const fresh = [];
let failures = 0;

for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const run = spawnSync('node_modules/.bin/tsx', [`bench/${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('BENCH_RESULT ')) {
      const result = JSON.parse(line.slice('BENCH_RESULT '.length));
      fresh.push(result);
      console.log(`${result.name}: ${result.value} ${result.unit}`);
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
