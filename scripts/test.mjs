// `npm test`: everything, in order — type-check, lint, format check, unit tests, production build, e2e tests.
// Every stage runs even after a failure (so one run shows all problems); the last line is the plain
// `N passed, N failed` count of unit + e2e tests, which CI reads. Exit code is non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

mkdirSync('reports', { recursive: true });
const VITEST_JSON = 'reports/vitest.json';
const PLAYWRIGHT_JSON = 'reports/playwright.json';
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(f, { force: true });

const failedStages = [];
const stageTimes = [];
function stage(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  stageTimes.push(`${name} ${seconds.toFixed(0)} s`);
  if (!ok) failedStages.push(name);
  return ok;
}

/**
 * Stages that only read the sources, run side by side: each is one thread that mostly parses, so on CI's two
 * cores the three together take about as long as the slowest (lint) instead of their sum. Each one's output is
 * printed whole when it ends, in the order given, so the log reads as if they ran one after another.
 */
async function stagesSideBySide(list) {
  const started = process.hrtime.bigint();
  const runs = list.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const started = process.hrtime.bigint();
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => (output += `${error.message}\n`));
        child.on('close', (status) =>
          resolve({
            name,
            command,
            args,
            status,
            output,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
          }),
        );
      }),
  );
  const each = [];
  for (const { name, command, args, status, output, seconds } of await Promise.all(runs)) {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    const ok = status === 0;
    console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s, beside the others)`);
    each.push(`${name} ${seconds.toFixed(0)} s`);
    if (!ok) failedStages.push(name);
  }
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  stageTimes.push(`checks ${wall.toFixed(0)} s (${each.join(', ')}, side by side)`);
}

// Find (or install) Chromium first, so a missing browser is reported before minutes of other work.
const chromium = ensureChromium();
const bin = (name) => `node_modules/.bin/${name}`;
await stagesSideBySide([
  ['type-check', bin('tsc'), ['-p', '.']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]);
stage('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`]);
// The e2e stage tests this build, so it carries the harness pages its specs drive (a production build has none).
const built = stage('build', bin('vite'), ['build'], { TOOLSCOPE_HARNESS: '1' });
if (built) {
  stage('e2e', 'node', ['scripts/e2e.mjs'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
    E2E_SKIP_BUILD: '1', // the build stage just made dist/
  });
} else {
  failedStages.push('e2e (not run: build failed)');
}

function vitestCounts() {
  if (!existsSync(VITEST_JSON)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.success ? 0 : 0),
  };
}
function playwrightCounts() {
  if (!existsSync(PLAYWRIGHT_JSON)) return { passed: 0, failed: built ? 1 : 0 };
  const stats = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

// The names of what failed, printed last: CI keeps only the end of the log, and a count alone says nothing of
// which test to look at (a unit failure once reached the tracker as "1 failed" and no name).
function vitestFailures() {
  if (!existsSync(VITEST_JSON)) return [];
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        return `unit ✗ ${file.name.replace(process.cwd() + '/', '')} › ${test.fullName ?? test.title}\n    ${reason}`;
      }),
  );
}
// Playwright's messages carry terminal colour codes (ESC [ … m); the tracker shows them as noise.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function playwrightFailures() {
  if (!existsSync(PLAYWRIGHT_JSON)) return [];
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        const reason = error.replace(ANSI_COLOUR, '').split('\n')[0].slice(0, 300);
        failures.push(`e2e ✗ ${spec.file ?? file} › ${spec.title}\n    ${reason}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')).suites ?? []) walk(suite, suite.file);
  return failures;
}

/** Every test with its time in ms, unit and e2e alike, for the list of the slowest. */
function testTimes() {
  const times = [];
  if (existsSync(VITEST_JSON)) {
    for (const file of JSON.parse(readFileSync(VITEST_JSON, 'utf8')).testResults ?? []) {
      const name = file.name.replace(process.cwd() + '/', '');
      for (const test of file.assertionResults ?? [])
        times.push({ ms: test.duration ?? 0, name: `unit ${name} › ${test.fullName ?? test.title}` });
    }
  }
  if (existsSync(PLAYWRIGHT_JSON)) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          times.push({ ms, name: `e2e  ${spec.file ?? file} › ${spec.title}` });
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')).suites ?? [])
      walk(suite, suite.file);
  }
  return times;
}

// The slowest tests, so every run shows where CI's budget goes (docs/testing.md: 20 minutes, 25 at most).
const SLOWEST = 15;
const slowest = testTimes()
  .sort((a, b) => b.ms - a.ms)
  .slice(0, SLOWEST);
if (slowest.length > 0) {
  console.log(`\nthe ${slowest.length} slowest tests:`);
  for (const { ms, name } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}

const unit = vitestCounts();
const e2e = playwrightCounts();
const passed = unit.passed + e2e.passed;
// A failed check stage (type-check, lint, format, build) counts as a failure too, so the closing line never
// says "0 failed" for a run that failed.
const failedChecks = failedStages.filter((name) => name !== 'unit' && name !== 'e2e').length;
const failed = unit.failed + e2e.failed + failedChecks;
const summary = `${passed} passed, ${failed} failed`;
writeFileSync('reports/summary.txt', `${summary}\n`);
/** Tests that failed first and passed on their retry: counted as passed, but named, to be fixed. */
function playwrightFlaky() {
  if (!existsSync(PLAYWRIGHT_JSON)) return [];
  const flaky = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') flaky.push(`e2e ~ ${spec.file ?? file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')).suites ?? []) walk(suite, suite.file);
  return flaky;
}
const flaky = playwrightFlaky();
if (flaky.length > 0)
  console.log(`\nflaky (failed once, passed on the retry; fix them):\n${flaky.join('\n')}`);
const failures = [...vitestFailures(), ...playwrightFailures()];
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`stages: ${stageTimes.join(', ')}`);
if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
console.log(summary);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
