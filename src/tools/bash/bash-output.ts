// Turns a shell result into the ToolOutput the model sees: success on exit 0, partial on a non-zero exit,
// TIMEOUT / LIMIT_EXCEEDED / ABORTED with what was printed so far (partial when there is output, error when
// there is none). The text shows stdout, then stderr, then one line of facts: exit code and cwd.
import type { ToolOutput } from '../../engine/protocol/tool-result';
import type { ShellRunResult, ShellStop } from '../../shell/run/shell-run';

function stopMessage(stop: ShellStop): { code: 'TIMEOUT' | 'LIMIT_EXCEEDED' | 'ABORTED'; message: string } {
  switch (stop.kind) {
    case 'timeout':
      return {
        code: 'TIMEOUT',
        message: `The command was stopped after the wall-time limit of ${stop.afterMs} ms.`,
      };
    case 'stopped':
      return { code: 'ABORTED', message: 'The command was stopped by the user.' };
    case 'limit':
      return {
        code: 'LIMIT_EXCEEDED',
        message: `The command was stopped by a shell limit (${stop.limit}): ${stop.message.trim()}`,
      };
  }
}

function isStopNote(line: string, stop: ShellStop): boolean {
  return line.startsWith('bash: stopped') || (stop.kind === 'limit' && line === stop.message);
}

function render(result: ShellRunResult, footer: string): string {
  const parts: string[] = [];
  if (result.stdout !== '') parts.push(result.stdout.replace(/\n$/, ''));
  if (result.stderr !== '') parts.push(`[stderr]\n${result.stderr.replace(/\n$/, '')}`);
  parts.push(footer);
  return parts.join('\n');
}

export function bashOutput(result: ShellRunResult, changedPaths: number): ToolOutput {
  const data = {
    stdout: result.stdout,
    stderr: result.stderr,
    exit_code: result.exitCode,
    cwd: result.cwd,
    env: result.env,
    ...(result.stop ? { stop: result.stop } : {}),
  };
  const stats = {
    exitCode: result.exitCode,
    stdoutBytes: new TextEncoder().encode(result.stdout).length,
    stderrBytes: new TextEncoder().encode(result.stderr).length,
    changedPaths,
  };
  const facts = `[exit code ${result.exitCode}; cwd ${result.cwd}]`;
  const stop = result.stop;
  if (stop) {
    const { code, message } = stopMessage(stop);
    // The shell's own note about the stop does not count as output.
    const ownStderr = result.stderr.split('\n').filter((line) => line !== '' && !isStopNote(line, stop));
    const printed = result.stdout !== '' || ownStderr.length > 0;
    const text = render(result, `[${code}] ${message} ${facts}`);
    return {
      status: printed ? 'partial' : 'error',
      text,
      data,
      errorCode: code,
      errorMessage: message,
      stats,
    };
  }
  return { status: result.exitCode === 0 ? 'success' : 'partial', text: render(result, facts), data, stats };
}
