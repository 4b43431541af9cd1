// What the Settings tab sends is what a session may hold: every knob it can change, at the ends of its
// range, makes a settings change the runtime takes and a document loads; a value off its range is caught in
// the form, before anything is sent.
import { describe, expect, it } from 'vitest';
import { settingsProblems } from '../runtime/spec/check-spec-settings';
import { DEFAULT_SHELL_LIMITS, SHELL_LIMIT_FIELDS } from '../runtime/spec/run-settings';
import { blankSessionDocument } from '../session/export/blank-session';
import { loadSessionValue } from '../session/load-session';
import {
  DEFAULT_SETTINGS_FORM,
  NUMBER_SETTING_RANGES,
  numberSettingProblems,
  settingsChange,
  type NumberSetting,
  type SettingsForm,
} from './settings-form';

const numbers = Object.keys(NUMBER_SETTING_RANGES) as NumberSetting[];

function everyKnobAt(end: 'min' | 'max'): SettingsForm {
  const form: SettingsForm = {
    ...DEFAULT_SETTINGS_FORM,
    systemPrompt: 'Changed.',
    toolChoice: 'required',
    parallelToolCalls: false,
    strictSchemas: true,
    countPolicy: 'all-errors',
    lockMode: 'seed',
    permissionMode: 'read-only',
    permissionRules: { allow: ['Read'], ask: ['Bash(git push:*)'], deny: ['Write(secrets/**)'] },
    latency: { defaultMs: end === 'min' ? 0 : 3_600_000, perToolMs: { Read: 1, Bash: 2 } },
    shellLimits: Object.fromEntries(
      SHELL_LIMIT_FIELDS.map((f) => [f.key, f[end]]),
    ) as unknown as SettingsForm['shellLimits'],
  };
  for (const key of numbers) form[key] = NUMBER_SETTING_RANGES[key][end];
  return form;
}

describe('the Settings tab’s changes', () => {
  it.each(['min', 'max'] as const)('with every knob changed (at its %s) are valid settings', (end) => {
    const form = everyKnobAt(end);
    expect(numberSettingProblems(form)).toEqual([]);
    const change = settingsChange({ ...DEFAULT_SETTINGS_FORM, shellLimits: DEFAULT_SHELL_LIMITS }, form);
    expect(settingsProblems(change, '/settings')).toEqual([]);
    const document = blankSessionDocument('t');
    const loaded = loadSessionValue({
      ...document,
      inputs: [{ type: 'settings-change', at: { step: 1, phase: 'before-step' }, settings: change }],
    });
    expect(loaded.ok ? 'ok' : loaded.reason).toBe('ok');
  });

  it.each(numbers)('name %s when it is off its range or not whole, before anything is sent', (key) => {
    const range = NUMBER_SETTING_RANGES[key];
    for (const value of [range.min - 1, range.max + 1, range.min + 0.5, Number.NaN]) {
      expect(numberSettingProblems({ ...DEFAULT_SETTINGS_FORM, [key]: value })).toEqual([key]);
    }
  });

  it('names a latency off its range', () => {
    const latency = { defaultMs: 10, perToolMs: { Read: 3_600_001 } };
    expect(numberSettingProblems({ ...DEFAULT_SETTINGS_FORM, latency })).toEqual(['latency']);
  });
});
