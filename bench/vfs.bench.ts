// Workspace benchmarks on the generated workspace (2,000 files × 50 lines, ~4.7 MB; the word "zebracorn" on
// 100 lines spread across the tree):
//   vfs.grep-tool            the Grep tool with its defaults (case-insensitive) for that word: every file is
//                            scanned (the 100th match is followed by a search for a 101st) — target ≤ 100 ms
//   vfs.glob                 the Glob tool, "**/*.ts" — target ≤ 20 ms
//   vfs.snapshot-restore     snapshot() then restore() of the whole workspace — target ≤ 200 ms
//   vfs.cold-load-chromium   in Chromium, reload of the harness page until the stored workspace is in the
//                            tree (performance.now() at ready, from navigation start) — target ≤ 1,000 ms
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { medianMs, median, report } from './bench-kit';
import { launchChromium, serveApp } from './browser-kit';
import { createMemoryWorkspace, manualClock } from '../src/vfs';
import { BENCH_WORKSPACE, generateWorkspaceEntries } from '../src/vfs/testing/generate-workspace';
import { createGrepTool } from '../src/tools/grep/grep-tool';
import { createGlobTool } from '../src/tools/glob/glob-tool';
import { toolContext } from '../src/tools/file-tool-kit/testing';
import type {} from '../harness/vfs-harness-api';

async function nodeBenchmarks(): Promise<void> {
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  const applied = await workspace.applyChangeset({ entries: generateWorkspaceEntries(BENCH_WORKSPACE) });
  if (!applied.ok) throw new Error(applied.message);
  const context = toolContext();

  const grep = createGrepTool(workspace);
  const grepInput = { pattern: BENCH_WORKSPACE.needle };
  const coldStart = performance.now();
  const first = await grep.run(grepInput, context);
  console.log(`grep first run (decodes every file once): ${(performance.now() - coldStart).toFixed(1)} ms`);
  if (first.status !== 'success' || first.data.matchCount !== 100) {
    throw new Error(`grep found ${String(first.data.matchCount)} matches (${first.status}), expected 100`);
  }
  const command = 'npm run bench -- vfs';
  report({
    name: 'vfs.grep-tool',
    value: await medianMs(() => grep.run(grepInput, context), 15),
    unit: 'ms',
    command,
  });

  const glob = createGlobTool(workspace);
  const globOut = await glob.run({ pattern: '**/*.ts' }, context);
  console.log(`glob **/*.ts: ${String(globOut.data.total)} paths (${globOut.status})`);
  report({
    name: 'vfs.glob',
    value: await medianMs(() => glob.run({ pattern: '**/*.ts' }, context), 15),
    unit: 'ms',
    command,
  });

  report({
    name: 'vfs.snapshot-restore',
    value: await medianMs(async () => workspace.restore(await workspace.snapshot()), 7),
    unit: 'ms',
    command,
  });
}

async function coldLoadChromium(): Promise<void> {
  if (!existsSync('dist/harness/vfs-harness.html')) {
    spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const { origin, stop } = await serveApp('/harness/vfs-harness.html');
  const browser = await launchChromium();
  try {
    const base = `${origin}/harness/vfs-harness.html`;
    const page = await browser.newPage();
    const ready = async () => {
      await page.waitForFunction(
        () => window.vfsHarnessReady !== undefined || window.vfsHarnessError !== undefined,
        null,
        {
          timeout: 120_000,
        },
      );
      const error = await page.evaluate(() => window.vfsHarnessError);
      if (error !== undefined) throw new Error(error);
      return page.evaluate(() => window.vfsHarnessReady!);
    };
    // First visit: generate the 2,000 files and store them (not measured).
    await page.goto(`${base}?name=bench-cold-load-${process.pid}&generate=${BENCH_WORKSPACE.files}`);
    const stored = await ready();
    console.log(`stored ${stored.files} files; first visit ready after ${stored.ms.toFixed(0)} ms`);
    const times: number[] = [];
    for (let run = 0; run < 7; run++) {
      await page.reload();
      const loaded = await ready();
      if (loaded.files !== BENCH_WORKSPACE.files) throw new Error(`reload found ${loaded.files} files`);
      times.push(loaded.ms);
    }
    console.log(`cold loads (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    report({
      name: 'vfs.cold-load-chromium',
      value: median(times),
      unit: 'ms',
      command: 'npm run bench -- vfs',
    });
  } finally {
    await browser.close();
    stop();
  }
}

await nodeBenchmarks();
await coldLoadChromium();
