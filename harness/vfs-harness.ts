// A bare page around the persistent workspace, for Playwright tests and the cold-load benchmark, and the way
// the app's e2e reads a session's stored files (the app keeps them through src/runtime/host/
// workspace-persistence.ts, on the same stores). Query parameters:
//   ?name=<workspace name>      opens (creating if new) that stored workspace as soon as the page loads;
//   &generate=<files>           fills an empty workspace with the benchmark generator's files and flushes.
// When ready it sets window.vfsHarnessReady = { ms, files, access } (ms: performance.now() at ready, i.e.
// since navigation start) and exposes window.vfsHarness for the test to drive.
import { base64ToBytes, bytesToBase64 } from '../src/common/base64';
import { manualClock } from '../src/vfs';
import { flushWhenPageHides, openPersistentWorkspace } from '../src/vfs/persist';
import { BENCH_WORKSPACE, generateWorkspaceEntries } from '../src/vfs/testing/generate-workspace';
import type {} from './vfs-harness-api';

const status = document.getElementById('status')!;
const params = new URLSearchParams(location.search);
const name = params.get('name') ?? 'harness';
const generate = Number(params.get('generate') ?? 0);

async function main(): Promise<void> {
  const opened = await openPersistentWorkspace({ name, clock: manualClock(1_700_000_000_000) });
  if (!opened.ok) throw new Error(opened.reason);
  const handle = opened.opened;
  const { workspace } = handle;
  if (generate > 0 && handle.loadedFiles === 0) {
    const entries = generateWorkspaceEntries({ ...BENCH_WORKSPACE, files: generate });
    const applied = await workspace.applyChangeset({ entries });
    if (!applied.ok) throw new Error(applied.message);
    await workspace.flush();
  }
  flushWhenPageHides(async () => {
    await workspace.flush();
    window.vfsHarnessHideFlushes = (window.vfsHarnessHideFlushes ?? 0) + 1;
  }, document);

  window.vfsHarness = {
    async writeFiles(files) {
      for (const [path, base64] of Object.entries(files)) {
        const decoded = base64ToBytes(base64);
        if (!decoded.ok) throw new Error(`bad base64 for ${path}: ${decoded.reason}`);
        await workspace.writeFile(path, decoded.bytes, { createParents: true });
      }
    },
    async readAll() {
      const out: Record<string, string> = {};
      for await (const entry of workspace.walk('/workspace')) {
        if (entry.type === 'file') out[entry.path] = bytesToBase64(await workspace.readFile(entry.path));
      }
      return out;
    },
    flush: () => workspace.flush(),
    remove: (path) => workspace.rm(path, { recursive: true }),
  };
  let files = 0;
  for await (const entry of workspace.walk('/workspace')) if (entry.type === 'file') files++;
  window.vfsHarnessReady = { ms: performance.now(), files, access: handle.access };
  status.textContent = `ready: ${files} files (${handle.access})`;
}

main().catch((error: unknown) => {
  window.vfsHarnessError = error instanceof Error ? error.message : String(error);
  status.textContent = `error: ${window.vfsHarnessError}`;
});
