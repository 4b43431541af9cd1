// `npm run bench [-- <name> ...]`: runs the benchmarks under bench/ (files named <name>.bench.ts) that the names
// select (an exact bench name runs that bench alone, any other name is a prefix: scripts/bench-select.mjs) and
// merges their figures into bench/results/latest.json. Benchmarks print lines `BENCH_RESULT {json}`, and
// `BENCH_LISTING {json}` for what a figure is made of (kept under `listings`); results and listings of
// benchmarks not run this time are kept, so a partial run never erases other figures. Each fresh figure
// carries the machine's load while its benchmark ran (a wall time means little without it).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
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
const stored = existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')) : {};
const previous = stored.results ?? [];
const fresh = [];
const freshListings = [];
let failures = 0;

/** The 1-minute load average and the UTC time, as a figure's `load` says them. */
const loadNow = () => ({
  load: Math.round(loadavg()[0] * 10) / 10,
  at: new Date().toISOString().slice(11, 16),
});

for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const started = loadNow();
  const run = spawnSync('node_modules/.bin/tsx', [`bench/${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const ended = loadNow();
  const load = `load average ${started.load}–${ended.load} (1 min), ${new Date().toISOString().slice(0, 10)} ${started.at}–${ended.at} UTC`;
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('BENCH_RESULT ')) {
      const result = { ...JSON.parse(line.slice('BENCH_RESULT '.length)), load };
      fresh.push(result);
      console.log(`${result.name}: ${result.value} ${result.unit}`);
    } else if (line.startsWith('BENCH_LISTING ')) {
      freshListings.push(JSON.parse(line.slice('BENCH_LISTING '.length)));
    } else if (line.trim()) console.log(line);
  }
  if (run.status !== 0) {
    failures++;
    console.error(`bench/${file} exited with ${run.status}`);
  }
}

/** The stored entries no fresh one replaces, and the fresh ones, by name. */
function merged(stale, fresher) {
  const names = new Set(fresher.map((entry) => entry.name));
  return [...stale.filter((entry) => !names.has(entry.name)), ...fresher].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
const results = merged(previous, fresh);
const listings = merged(stored.listings ?? [], freshListings);
writeFileSync(
  LATEST,
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      node: process.version,
      results,
      ...(listings.length ? { listings } : {}),
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote ${LATEST} (${fresh.length} fresh figures, ${results.length} in all)`);
process.exit(failures > 0 ? 1 : 0);
