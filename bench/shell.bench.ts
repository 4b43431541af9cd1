// shell.grep-rn: `grep -rn needle .` through the Bash tool over 2,000 files x 50 lines (in-memory workspace).
// shell.gnu-grep-rn: GNU grep as a process over the same tree on disk, process start included.
// shell.grep-ratio: the two divided (target <= 10x). shell.exec-200: 200 `echo hi | cat` through the Bash tool.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianMs, report } from './bench-kit';
import { createMemoryWorkspace, manualClock } from '../src/vfs';
import { DEFAULT_SHELL_LIMITS } from '../src/shell/limits';
import { loadFolderIntoWorkspace } from '../src/shell/node/load-folder';
import { createInProcessShellRunner } from '../src/shell/run/in-process-runner';
import { createBashTool } from '../src/tools/bash/bash-tool';

const FILES = 2_000;
const LINES = 50;
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'return', 'const', 'value', 'index', 'item', 'list'];

function buildTree(root: string): number {
  let state = 12345;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  let matches = 0;
  for (let f = 0; f < FILES; f++) {
    const dir = join(root, `pkg${f % 20}`, `mod${f % 7}`);
    mkdirSync(dir, { recursive: true });
    const lines: string[] = [];
    for (let l = 0; l < LINES; l++) {
      const words = Array.from({ length: 6 }, () => WORDS[next() % WORDS.length]);
      if (next() % 400 === 0) {
        words.push('needle');
        matches++;
      }
      lines.push(`  ${words.join(' ')};`);
    }
    writeFileSync(join(dir, `file${f}.ts`), `${lines.join('\n')}\n`);
  }
  return matches;
}

const root = mkdtempSync(join(tmpdir(), 'toolscope-bench-'));
try {
  const matches = buildTree(root);
  const workspace = createMemoryWorkspace({ clock: manualClock(0) });
  await loadFolderIntoWorkspace(workspace, root);
  const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
  const tool = createBashTool({
    runner,
    limits: () => ({ ...DEFAULT_SHELL_LIMITS, maxOutputBytes: 64 * 1024 * 1024 }),
    sessionSeed: 1,
  });
  const context = {
    callId: 'bench',
    spanId: 'span_bench',
    step: 1,
    toolName: 'Bash',
    nowMs: 0,
    cwd: '/workspace',
    signal: new AbortController().signal,
    insideSubagent: false,
    lockMode: 'version-hash' as const,
  };

  const check = await tool.run({ command: 'grep -rn needle . | wc -l' }, context);
  console.log(
    `tree: ${FILES} files x ${LINES} lines, ${matches} matches; emulated count: ${String(check.data.stdout).trim()}`,
  );

  const command = 'npm run bench -- shell';
  const emulated = await medianMs(() => tool.run({ command: 'grep -rn needle .' }, context), 7, 2);
  const gnu = await medianMs(
    () => spawnSync('grep', ['-rn', 'needle', '.'], { cwd: root, encoding: 'utf8' }),
    7,
    2,
  );
  report({ name: 'shell.grep-rn', value: emulated, unit: 'ms', command });
  report({ name: 'shell.gnu-grep-rn', value: gnu, unit: 'ms', command });
  report({ name: 'shell.grep-ratio', value: emulated / gnu, unit: 'x', command });

  const exec200 = await medianMs(
    async () => {
      for (let i = 0; i < 200; i++) await tool.run({ command: 'echo hi | cat' }, context);
    },
    3,
    1,
  );
  report({ name: 'shell.exec-200', value: exec200, unit: 'ms', command });
} finally {
  rmSync(root, { recursive: true, force: true });
}
