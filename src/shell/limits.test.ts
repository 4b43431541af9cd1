import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHELL_LIMITS,
  isShellLimitInRange,
  resolveShellLimits,
  SHELL_LIMIT_FIELDS,
  shellLimitField,
  toExecutionLimits,
} from './limits';

describe('shell limits', () => {
  it('default to 10 s of wall time and 1 MiB of output (issue 5)', () => {
    expect(DEFAULT_SHELL_LIMITS.timeoutMs).toBe(10_000);
    expect(DEFAULT_SHELL_LIMITS.maxOutputBytes).toBe(1_048_576);
  });

  it('describe every limit for the settings UI, each default inside its range', () => {
    expect(SHELL_LIMIT_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(DEFAULT_SHELL_LIMITS).sort());
    for (const field of SHELL_LIMIT_FIELDS) {
      expect(DEFAULT_SHELL_LIMITS[field.key]).toBeGreaterThanOrEqual(field.min);
      expect(DEFAULT_SHELL_LIMITS[field.key]).toBeLessThanOrEqual(field.max);
    }
  });

  it("leaves just-bash's own deadline past ours, as a backstop", () => {
    expect(toExecutionLimits(DEFAULT_SHELL_LIMITS).maxExecutionTimeMs).toBeGreaterThan(10_000);
  });

  it('fill the limits a session leaves out from the defaults', () => {
    expect(resolveShellLimits()).toEqual(DEFAULT_SHELL_LIMITS);
    expect(resolveShellLimits({ maxOutputBytes: 2048 })).toEqual({
      ...DEFAULT_SHELL_LIMITS,
      maxOutputBytes: 2048,
    });
  });

  it('accept whole numbers inside a field’s range only', () => {
    const output = shellLimitField('maxOutputBytes');
    expect(isShellLimitInRange('maxOutputBytes', output.min)).toBe(true);
    expect(isShellLimitInRange('maxOutputBytes', output.max)).toBe(true);
    expect(isShellLimitInRange('maxOutputBytes', output.min - 1)).toBe(false);
    expect(isShellLimitInRange('maxOutputBytes', output.max + 1)).toBe(false);
    expect(isShellLimitInRange('timeoutMs', 1500.5)).toBe(false);
  });
});
