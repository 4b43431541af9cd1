// A tiny page for the runaway-loop end-to-end test (e2e/shell-runaway.spec.ts), until the terminal UI exists:
// a command box, Run, Stop, and a counter button that proves the page still answers while a command is busy.
import { createMemoryWorkspace } from '../../../vfs';
import { DEFAULT_SHELL_LIMITS } from '../../limits';
import { createWorkerShellRunner } from '../worker-shell-runner';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`missing #${id}`);
  return found as T;
}

const command = element<HTMLInputElement>('command');
const timeout = element<HTMLInputElement>('timeout');
const loops = element<HTMLInputElement>('loops');
const status = element<HTMLSpanElement>('status');
const output = element<HTMLPreElement>('output');
const counter = element<HTMLButtonElement>('counter');

const workspace = createMemoryWorkspace({ clock: { nowMs: () => Date.UTC(2025, 0, 1) } });
await workspace.writeFile('/workspace/README.md', '# harness\n');
const runner = createWorkerShellRunner({
  workspace,
  spawn: () =>
    new Worker(new URL('../shell.worker.ts', import.meta.url), { type: 'module', name: 'toolscope-shell' }),
});

let clicks = 0;
counter.addEventListener('click', () => {
  clicks++;
  counter.textContent = `Clicked ${clicks}`;
});

let runs = 0;
element<HTMLButtonElement>('run').addEventListener('click', () => {
  status.textContent = 'running';
  output.textContent = '';
  runs++;
  void runner
    .run({
      command: command.value,
      cwd: '/workspace',
      env: {},
      limits: {
        ...DEFAULT_SHELL_LIMITS,
        timeoutMs: Number(timeout.value) || DEFAULT_SHELL_LIMITS.timeoutMs,
        maxLoopIterations: Number(loops.value) || DEFAULT_SHELL_LIMITS.maxLoopIterations,
        maxCommandCount: Number(loops.value) || DEFAULT_SHELL_LIMITS.maxCommandCount,
      },
      clockMs: Date.UTC(2025, 0, 1),
      randomSeed: runs,
      requestId: `harness-${runs}`,
    })
    .then(
      (result) => {
        output.textContent = JSON.stringify({
          stdout: result.stdout,
          stderr: result.stderr,
          exit_code: result.exitCode,
        });
        status.textContent = result.stop?.kind ?? 'done';
      },
      (error: unknown) => {
        output.textContent = String(error);
        status.textContent = 'failed';
      },
    );
});
element<HTMLButtonElement>('stop').addEventListener('click', () => runner.stop());
status.textContent = 'ready';
