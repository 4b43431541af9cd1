import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../engine';
import type { RecordedRunSettings, RecordedSettingsChange } from '../engine/trace/recorded-run-settings';
import { applySettingsChange, DEFAULT_SHELL_LIMITS, resolveRunSettings } from '../runtime/spec/run-settings';
import { BUILTIN_TOOL_LATENCIES, BUILTIN_TOOL_NAMES } from '../runtime/spec/user-tool-spec';
import { buildSampleTrace } from './fixtures/sample-trace';
import {
  DEFAULT_SETTINGS_FORM,
  editAt,
  formWith,
  settingsChange,
  settingsFormOf,
  settingsFormProblems,
  SETTINGS_FORM_FIELDS,
} from './settings-form';

/** The settings every run-start records (the loop's own); the rest are only what a session set. */
const LOOP_SETTINGS: RecordedRunSettings = {
  systemPrompt: '',
  maxSteps: 50,
  toolChoice: 'auto',
  parallelToolCalls: true,
};

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

/** The form after a person edits one field (as the tab does: an edit names one knob). */
const edited = (form: typeof DEFAULT_SETTINGS_FORM, path: readonly string[], value: unknown) =>
  formWith(form, editAt(path, value));

describe('settings form', () => {
  it('reads the settings a run started with, falling back to the defaults', () => {
    const form = settingsFormOf(buildSampleTrace());
    expect(form.systemPrompt).toBe('You are a careful code agent.');
    expect(form.engine.maxConcurrency).toBe(DEFAULT_SETTINGS_FORM.engine.maxConcurrency);
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
      engine: { maxConcurrency: 2 },
    });
    expect(settingsFormOf(trace).engine.maxConcurrency).toBe(DEFAULT_SETTINGS_FORM.engine.maxConcurrency);
  });

  it('shows the session document’s settings before its first run, and the run’s once it started', () => {
    const document = { maxSteps: 7, engine: { maxConcurrency: 2 } };
    expect(settingsFormOf([], document)).toMatchObject({ maxSteps: 7, engine: { maxConcurrency: 2 } });
    expect(settingsFormOf(buildSampleTrace(), document).maxSteps).not.toBe(7);
  });

  it('shows the engine default latencies, with a run’s own figures over them', () => {
    expect(DEFAULT_SETTINGS_FORM.engine.latency.perToolMs['Read']).toBe(20);
    const form = settingsFormOf(startedWith({ engine: { latency: { perToolMs: { Read: 7 } } } }));
    expect(form.engine.latency.perToolMs).toMatchObject({ Read: 7, Bash: 120 });
  });

  it('keeps a tool choice that names a function (the tab offers only the three modes)', () => {
    const named = { type: 'function', function: { name: 'Read' } } as const;
    const form = settingsFormOf(startedWith({ toolChoice: named }));
    expect(form.toolChoice).toEqual(named);
    expect(settingsChange(form, edited(form, ['maxSteps'], 3))).toEqual({ maxSteps: 3 });
  });
});

describe('what the Settings tab sends', () => {
  const before = DEFAULT_SETTINGS_FORM;

  it('is nothing when nothing changed, even in new objects', () => {
    expect(settingsChange(before, { ...before })).toBeNull();
    expect(settingsChange(before, edited(before, ['engine', 'permissions', 'rules', 'deny'], []))).toBeNull();
    expect(settingsChange(before, structuredClone(before))).toBeNull();
  });

  it('is only the knobs that changed, at their depth', () => {
    let after = edited(before, ['engine', 'maxConcurrency'], 1);
    after = edited(after, ['engine', 'breaker', 'failureThreshold'], 5);
    after = edited(after, ['maxSteps'], 4);
    expect(settingsChange(before, after)).toEqual({
      maxSteps: 4,
      engine: { maxConcurrency: 1, breaker: { failureThreshold: 5 } },
    });
    expect(settingsChange(before, edited(before, ['engine', 'permissions', 'mode'], 'read-only'))).toEqual({
      engine: { permissions: { mode: 'read-only' } },
    });
    const rules = edited(before, ['engine', 'permissions', 'rules', 'deny'], ['Write']);
    expect(settingsChange(before, rules)).toEqual({
      engine: { permissions: { rules: { deny: ['Write'] } } },
    });
    const latency = edited(before, ['engine', 'latency', 'perToolMs', 'Read'], 200);
    expect(settingsChange(before, latency)).toEqual({ engine: { latency: { perToolMs: { Read: 200 } } } });
  });

  it('never resets a knob it does not name: a mode or budget change keeps what the session set', () => {
    // The session set rules, a preview size and a Bash latency the tab's other fields do not touch.
    const inForce = resolveRunSettings({
      engine: {
        permissions: { rules: { deny: ['Bash(rm:*)'] } },
        budget: { previewBytes: 500 },
        latency: { perToolMs: { Bash: 1 } },
        breaker: { countPolicy: 'all-errors' },
      },
    });
    const form = settingsFormOf(startedWith(inForce));
    let after = edited(form, ['engine', 'permissions', 'mode'], 'read-only');
    after = edited(after, ['engine', 'budget', 'totalMaxBytes'], 90_000);
    after = edited(after, ['engine', 'latency', 'perToolMs', 'Read'], 3);
    after = edited(after, ['engine', 'breaker', 'failureThreshold'], 9);
    const change = settingsChange(form, after)!;
    const applied = applySettingsChange(inForce, change);
    expect(applied.engine).toEqual({
      permissions: { mode: 'read-only', rules: { deny: ['Bash(rm:*)'] } },
      budget: { previewBytes: 500, totalMaxBytes: 90_000 },
      latency: { perToolMs: { Bash: 1, Read: 3 } },
      breaker: { countPolicy: 'all-errors', failureThreshold: 9 },
    });
    // What run-start would record next is what the form shows after the change.
    expect(settingsFormOf(startedWith(applied))).toEqual(after);
  });

  it('sends only the shell limits that changed', () => {
    const form = settingsFormOf(startedWith({ shellLimits: { timeoutMs: 2_000 } }));
    expect(form.shellLimits).toEqual({ ...DEFAULT_SHELL_LIMITS, timeoutMs: 2_000 });
    const after = edited(form, ['shellLimits', 'maxOutputBytes'], 4_096);
    expect(settingsChange(form, after)).toEqual({ shellLimits: { maxOutputBytes: 4_096 } });
  });
});

describe('the form’s fields', () => {
  it('are the catalog’s, each with a label key, and none for what the tab does not show', () => {
    const paths = SETTINGS_FORM_FIELDS.map((field) => field.path.join('.'));
    expect(paths).toContain('engine.breaker.failureThreshold');
    expect(paths).toContain('shellLimits.timeoutMs');
    expect(paths).toContain('engine.latency.perToolMs');
    expect(paths).not.toContain('engine.budget.spillDir');
    for (const field of SETTINGS_FORM_FIELDS) expect(field.setting.form.label).toMatch(/^settings\./);
  });

  it('name the numbers off their range or not whole, and nothing for the defaults', () => {
    expect(settingsFormProblems(DEFAULT_SETTINGS_FORM)).toEqual([]);
    let form = edited(DEFAULT_SETTINGS_FORM, ['shellLimits', 'timeoutMs'], 50);
    form = edited(form, ['shellLimits', 'maxOutputBytes'], 1.5);
    form = edited(form, ['maxSteps'], 0);
    form = edited(form, ['engine', 'latency', 'perToolMs', 'Read'], 3_600_001);
    form = edited(form, ['engine', 'maxConcurrency'], Number.NaN);
    expect(settingsFormProblems(form)).toEqual([
      'maxSteps',
      'engine.maxConcurrency',
      'engine.latency.perToolMs.Read',
      'shellLimits.timeoutMs',
      'shellLimits.maxOutputBytes',
    ]);
  });
});

describe('the latency rows', () => {
  it('are one per built-in tool, each at the latency its record declares (the engine names no tool)', () => {
    expect(DEFAULT_SETTINGS_FORM.engine.latency.perToolMs).toEqual(BUILTIN_TOOL_LATENCIES);
    expect(Object.keys(BUILTIN_TOOL_LATENCIES)).toEqual([...BUILTIN_TOOL_NAMES]);
    expect(BUILTIN_TOOL_LATENCIES).toMatchObject({ Read: 20, Bash: 120, Move: 30 });
  });
});
