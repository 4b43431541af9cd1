// What the Settings tab sends is what a session may hold: every field it draws, changed (each number at an
// end of its range), makes a settings change the runtime takes and a document loads; a value off its range is
// caught in the form, before anything is sent. The fields come from the catalog, so a new one is tried too.
import { describe, expect, it } from 'vitest';
import { settingsProblems } from '../runtime/spec/check-spec-settings';
import { blankSessionDocument } from '../session/export/blank-session';
import { loadSessionValue } from '../session/load-session';
import {
  DEFAULT_SETTINGS_FORM,
  editAt,
  formWith,
  settingsChange,
  settingsFormProblems,
  SETTINGS_FORM_FIELDS,
  type SettingsForm,
} from './settings-form';
import { valueAt } from '../common/settings-catalog/setting-form-fields';

/** Every field the tab draws, set away from its default (a number at its `end`). */
function everyFieldAt(end: 'min' | 'max'): SettingsForm {
  let form = DEFAULT_SETTINGS_FORM;
  for (const { path, setting } of SETTINGS_FORM_FIELDS) {
    const set = (value: unknown, at = path) => (form = formWith(form, editAt(at, value)));
    switch (setting.kind) {
      case 'integer':
        set(
          setting[end] === setting.default
            ? end === 'min'
              ? setting.min + 1
              : setting.max - 1
            : setting[end],
        );
        break;
      case 'integer-table':
        // The rows the tab draws (the latencies: one per built-in, from the tool records).
        for (const name of Object.keys(valueAt(DEFAULT_SETTINGS_FORM, path) as object))
          set(setting[end], [...path, name]);
        break;
      case 'choice':
      case 'choice-or-function':
        set(setting.values.find((value) => value !== setting.default));
        break;
      case 'flag':
        set(!setting.default);
        break;
      case 'text':
        set('Changed.');
        break;
      case 'text-list':
        set(['Read', 'Bash(git push:*)']);
        break;
    }
  }
  return form;
}

describe('the Settings tab’s changes', () => {
  it.each(['min', 'max'] as const)('with every field changed (at its %s) are valid settings', (end) => {
    const form = everyFieldAt(end);
    expect(settingsFormProblems(form)).toEqual([]);
    const change = settingsChange(DEFAULT_SETTINGS_FORM, form);
    // Every field the tab draws is in the change.
    for (const { path } of SETTINGS_FORM_FIELDS) expect(valueAt(change, path), path.join('.')).toBeDefined();
    expect(settingsProblems(change, '/settings')).toEqual([]);
    const document = blankSessionDocument('t');
    const loaded = loadSessionValue({
      ...document,
      inputs: [{ type: 'settings-change', at: { step: 1, phase: 'before-step' }, settings: change }],
    });
    expect(loaded.ok ? 'ok' : loaded.reason).toBe('ok');
  });

  const numbers = SETTINGS_FORM_FIELDS.filter(({ setting }) => setting.kind === 'integer');
  it.each(numbers.map(({ path, setting }) => [path.join('.'), path, setting] as const))(
    'name %s when it is off its range or not whole, before anything is sent',
    (name, path, setting) => {
      if (setting.kind !== 'integer') throw new Error('a number');
      for (const value of [setting.min - 1, setting.max + 1, setting.min + 0.5, Number.NaN])
        expect(settingsFormProblems(formWith(DEFAULT_SETTINGS_FORM, editAt(path, value)))).toEqual([name]);
    },
  );

  it('names a latency off its range', () => {
    const form = formWith(
      DEFAULT_SETTINGS_FORM,
      editAt(['engine', 'latency', 'perToolMs', 'Read'], 3_600_001),
    );
    expect(settingsFormProblems(form)).toEqual(['engine.latency.perToolMs.Read']);
  });
});
