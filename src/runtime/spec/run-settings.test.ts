import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RecordedRunSettings } from '../../engine/trace/recorded-run-settings';
import type { ToolChoice } from '../../llm/model-types';
import { DEFAULT_SHELL_LIMITS } from '../../shell/limits';
import {
  applySettingsChange,
  DEFAULT_RUN_SETTINGS,
  resolveRunSettings,
  runSettingOf,
  shellLimitsOf,
  type RunSettings,
} from './run-settings';

describe('run settings', () => {
  it('leaves shell limits out when the document sets none, so run-start records what it did before', () => {
    const settings = resolveRunSettings({ maxSteps: 3 });
    expect('shellLimits' in settings).toBe(false);
    expect(settings).toEqual({ ...DEFAULT_RUN_SETTINGS, maxSteps: 3 });
    expect(shellLimitsOf(settings)).toEqual(DEFAULT_SHELL_LIMITS);
  });

  it('keeps the limits a document sets and fills the rest from the defaults when read', () => {
    const settings = resolveRunSettings({ shellLimits: { timeoutMs: 2_000 } });
    expect(settings.shellLimits).toEqual({ timeoutMs: 2_000 });
    expect(shellLimitsOf(settings)).toEqual({ ...DEFAULT_SHELL_LIMITS, timeoutMs: 2_000 });
  });

  it('merges a change of one limit over the others the session set', () => {
    const before = resolveRunSettings({ shellLimits: { timeoutMs: 2_000, maxOutputBytes: 4_096 } });
    const after = applySettingsChange(before, { shellLimits: { maxOutputBytes: 2_048 } });
    expect(after.shellLimits).toEqual({ timeoutMs: 2_000, maxOutputBytes: 2_048 });
    expect(before.shellLimits).toEqual({ timeoutMs: 2_000, maxOutputBytes: 4_096 });
  });

  it('adds no shell limits when a change touches other settings only', () => {
    const after = applySettingsChange(DEFAULT_RUN_SETTINGS, { maxSteps: 4 });
    expect('shellLimits' in after).toBe(false);
    expect(after.maxSteps).toBe(4);
  });

  it('keeps every knob a change leaves out, inside a group too (a mode change keeps the rules)', () => {
    const before = resolveRunSettings({
      engine: {
        permissions: { mode: 'ask', rules: { deny: ['Bash(rm:*)'], allow: ['Read'] } },
        budget: { previewBytes: 500, totalMaxBytes: 90_000 },
        latency: { perToolMs: { Bash: 1 } },
      },
    });
    const after = applySettingsChange(before, {
      engine: {
        permissions: { mode: 'read-only' },
        budget: { totalMaxBytes: 80_000 },
        latency: { perToolMs: { Read: 2 } },
      },
    });
    expect(after.engine).toEqual({
      permissions: { mode: 'read-only', rules: { deny: ['Bash(rm:*)'], allow: ['Read'] } },
      budget: { previewBytes: 500, totalMaxBytes: 80_000 },
      latency: { perToolMs: { Bash: 1, Read: 2 } },
    });
    // A list is one value: a change that names the deny rules replaces them.
    const cleared = applySettingsChange(after, { engine: { permissions: { rules: { deny: [] } } } });
    expect(cleared.engine.permissions?.rules).toEqual({ deny: [], allow: ['Read'] });
  });

  it('keeps the sections a change leaves out', () => {
    const before = resolveRunSettings({ engine: { maxConcurrency: 2, lockMode: 'seed' } });
    const after = applySettingsChange(before, {
      engine: { maxConcurrency: 1 },
      shellLimits: { timeoutMs: 500 },
    });
    expect(after.engine).toEqual({ maxConcurrency: 1, lockMode: 'seed' });
    expect(shellLimitsOf(after).timeoutMs).toBe(500);
  });

  it('reads one setting resolved, whether the session set it or not', () => {
    const settings = resolveRunSettings({ engine: { breaker: { failureThreshold: 7 } } });
    expect(runSettingOf(settings, 'maxSteps')).toBe(50);
    expect(runSettingOf(settings, 'engine').breaker).toEqual({
      failureThreshold: 7,
      recoveryTimeoutMs: 300_000,
      countPolicy: 'tool-faults',
    });
    expect(runSettingOf(settings, 'shellLimits')).toEqual(DEFAULT_SHELL_LIMITS);
  });

  it('are recorded in run-start and sent to the model as they are (types from one catalog)', () => {
    expectTypeOf<RunSettings>().toExtend<RecordedRunSettings>();
    expectTypeOf<RunSettings['toolChoice']>().toExtend<ToolChoice>();
    expectTypeOf<RecordedRunSettings['subagentMaxSteps']>().toEqualTypeOf<number | undefined>();
    expectTypeOf(DEFAULT_RUN_SETTINGS.systemPrompt).toEqualTypeOf<string>();
  });
});
