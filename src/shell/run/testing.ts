// Test support: a ShellRunRequest with the defaults the Bash tool would use, so tests only spell out what
// they are about.
import { DEFAULT_SHELL_LIMITS } from '../limits';
import type { ShellRunRequest } from './shell-run';

export function shellRequest(command: string, overrides: Partial<ShellRunRequest> = {}): ShellRunRequest {
  return {
    command,
    cwd: '/workspace',
    env: {},
    limits: DEFAULT_SHELL_LIMITS,
    clockMs: 0,
    randomSeed: 1,
    requestId: 'test',
    ...overrides,
  };
}
