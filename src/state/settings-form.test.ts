import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../engine';
import type { RecordedRunSettings, RecordedSettingsChange } from '../engine/trace/recorded-run-settings';
import { DEFAULT_SHELL_LIMITS } from '../runtime/spec/run-settings';
import { buildSampleTrace } from './fixtures/sample-trace';
import { DEFAULT_SETTINGS_FORM, settingsChange, settingsFormOf, shellLimitProblems } from './settings-form';

/** The settings every run-start records (the loop's own); the rest are only what a session set. */
const LOOP_SETTINGS: RecordedRunSettings = {
  systemPrompt: '',
  maxSteps: 50,
  toolChoice: 'auto',
  parallelToolCalls: true,
};

describe('settings form', () => {
  it('reads the settings a run started with, falling back to the defaults', () => {
    const form = settingsFormOf(buildSampleTrace());
    expect(form.systemPrompt).toBe('You are a careful code agent.');
    expect(form.maxConcurrency).toBe(DEFAULT_SETTINGS_FORM.maxConcurrency);
    expect(settingsFormOf([])).toBe(DEFAULT_SETTINGS_FORM);
  });

  it('follows a settings change recorded after the run started, as of the selected event', () => {
    const trace = buildSampleTrace();
    const last = trace.at(-1)!;
    const changed: TraceEvent = {
      type: 'settings-change',
      seq: last.seq + 1,
      step: last.step,
      timeMs: last.timeMs,
      change: { engine: { maxConcurrency: 2 } },
      settings: { ...LOOP_SETTINGS, systemPrompt: 'Changed.', engine: { maxConcurrency: 2 } },
    };
    expect(settingsFormOf([...trace, changed])).toMatchObject({
      systemPrompt: 'Changed.',
      maxConcurrency: 2,
    });
    expect(settingsFormOf(trace).maxConcurrency).toBe(DEFAULT_SETTINGS_FORM.maxConcurrency);
  });

  it('shows the session document’s settings before its first run, and the run’s once it started', () => {
    const document = { maxSteps: 7, engine: { maxConcurrency: 2 } };
    expect(settingsFormOf([], document)).toMatchObject({ maxSteps: 7, maxConcurrency: 2 });
    expect(settingsFormOf(buildSampleTrace(), document).maxSteps).not.toBe(7);
  });

  it('sends only what changed, nesting engine knobs', () => {
    const before = DEFAULT_SETTINGS_FORM;
    expect(settingsChange(before, { ...before })).toBeNull();
    expect(
      settingsChange(before, { ...before, maxConcurrency: 1, failureThreshold: 5, maxSteps: 4 }),
    ).toEqual({
      maxSteps: 4,
      engine: {
        maxConcurrency: 1,
        breaker: { failureThreshold: 5, recoveryTimeoutMs: 300_000, countPolicy: 'tool-faults' },
      },
    });
    expect(settingsChange(before, { ...before, permissionMode: 'read-only' })).toEqual({
      engine: { permissions: { mode: 'read-only', rules: { allow: [], ask: [], deny: [] } } },
    });
  });

  it('carries the lock mode, breaker counting, permission rules and latencies', () => {
    const before = DEFAULT_SETTINGS_FORM;
    expect(settingsChange(before, { ...before, lockMode: 'seed', countPolicy: 'all-errors' })).toEqual({
      engine: {
        lockMode: 'seed',
        breaker: { failureThreshold: 3, recoveryTimeoutMs: 300_000, countPolicy: 'all-errors' },
      },
    });
    const rules = { allow: ['Bash(npm run:*)'], ask: [], deny: ['Write'] };
    expect(settingsChange(before, { ...before, permissionRules: rules })).toEqual({
      engine: { permissions: { mode: 'ask', rules } },
    });
    const latency = { defaultMs: 10, perToolMs: { ...before.latency.perToolMs, Read: 200 } };
    expect(settingsChange(before, { ...before, latency })).toEqual({ engine: { latency } });
    // Same values in new objects are not a change.
    expect(
      settingsChange(before, { ...before, permissionRules: { allow: [], ask: [], deny: [] } }),
    ).toBeNull();
  });

  it('shows the engine default latencies, with a run’s own figures over them', () => {
    expect(DEFAULT_SETTINGS_FORM.latency.perToolMs['Read']).toBe(20);
  });
});

describe('shell limits in the settings form', () => {
  const startedWith = (settings: RecordedSettingsChange): TraceEvent[] => [
    {
      type: 'run-start',
      seq: 0,
      step: 0,
      timeMs: 0,
      runId: 'run_1',
      userMessage: 'Go.',
      settings: { ...LOOP_SETTINGS, ...settings },
    },
  ];

  it('reads the limits a run started with over the defaults', () => {
    expect(settingsFormOf(startedWith({})).shellLimits).toEqual(DEFAULT_SHELL_LIMITS);
    expect(settingsFormOf(startedWith({ shellLimits: { timeoutMs: 2_000 } })).shellLimits).toEqual({
      ...DEFAULT_SHELL_LIMITS,
      timeoutMs: 2_000,
    });
  });

  it('sends only the limits that changed', () => {
    const before = settingsFormOf(startedWith({ shellLimits: { timeoutMs: 2_000 } }));
    const after = { ...before, shellLimits: { ...before.shellLimits, maxOutputBytes: 4_096 } };
    expect(settingsChange(before, after)).toEqual({ shellLimits: { maxOutputBytes: 4_096 } });
    expect(settingsChange(before, { ...before, shellLimits: { ...before.shellLimits } })).toBeNull();
  });

  it('names the limits out of their range, and nothing for the defaults', () => {
    expect(shellLimitProblems(DEFAULT_SETTINGS_FORM)).toEqual([]);
    const form = {
      ...DEFAULT_SETTINGS_FORM,
      shellLimits: { ...DEFAULT_SHELL_LIMITS, timeoutMs: 50, maxOutputBytes: 1.5 },
    };
    expect(shellLimitProblems(form)).toEqual(['timeoutMs', 'maxOutputBytes']);
  });
});
