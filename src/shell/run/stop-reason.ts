// Tells why a command ended early from what just-bash returned, and rewrites the interpreter's message when
// the stop was really ours (the wall-time guard trips just-bash's command limit to stop a busy loop).
import type { ShellLimitName, ShellStop } from './shell-run';
import type { GuardTrip } from './wall-time-guard';

const LIMIT_PATTERNS: readonly [RegExp, ShellLimitName][] = [
  [/too many commands executed/, 'commands'],
  [/too many iterations|iteration limit exceeded/, 'loop-iterations'],
  [/output size (limit )?exceeded/, 'output-size'],
  [/maximum recursion depth/, 'call-depth'],
  [/increase executionLimits\.|limit exceeded/, 'other'],
];
const GUARD_MESSAGE = /^.*(too many commands executed|too many iterations).*\n?/m;
const DEADLINE = /exceeded (its |execution )?(execution )?deadline/;

export interface StopAnalysis {
  readonly stop: ShellStop | null;
  readonly stderr: string;
}

export function analyzeStop(
  result: { stderr: string; exitCode: number },
  trip: GuardTrip | null,
  timeoutMs: number,
): StopAnalysis {
  if (trip === 'timeout') {
    const note = `bash: stopped: the command ran past the wall-time limit (${timeoutMs} ms)\n`;
    return {
      stop: { kind: 'timeout', afterMs: timeoutMs },
      stderr: result.stderr.replace(GUARD_MESSAGE, note),
    };
  }
  if (trip === 'stopped') {
    return {
      stop: { kind: 'stopped' },
      stderr: result.stderr.replace(GUARD_MESSAGE, 'bash: stopped by the user\n'),
    };
  }
  if (result.exitCode === 124 && DEADLINE.test(result.stderr)) {
    return { stop: { kind: 'timeout', afterMs: timeoutMs }, stderr: result.stderr };
  }
  if (result.exitCode === 126) {
    for (const [pattern, limit] of LIMIT_PATTERNS) {
      const line = result.stderr.split('\n').find((l) => pattern.test(l));
      if (line) return { stop: { kind: 'limit', limit, message: line }, stderr: result.stderr };
    }
  }
  return { stop: null, stderr: result.stderr };
}
