// The default of every numeric field of the inspector fits its own field's range (the Breakers clock once
// started at 300000 under step=1000 min=1, which the browser refused to submit). e2e/number-inputs.spec.ts
// checks the same in Chromium for every numeric input the page draws.
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../common/settings-catalog/setting-form-fields';
import { DEFAULT_SETTINGS_FORM, SETTINGS_FORM_FIELDS } from '../../state/settings-form';
import { numberProblem, wholeNumbers } from '../common/number-range';
import { CLOCK_ADVANCE_MS, FAULT_COUNT } from './breakers/breaker-inputs';

describe('numeric defaults', () => {
  it('the Breakers inputs start inside their ranges', () => {
    expect(numberProblem(FAULT_COUNT.initial, FAULT_COUNT.range)).toBeNull();
    expect(numberProblem(CLOCK_ADVANCE_MS.initial, CLOCK_ADVANCE_MS.range)).toBeNull();
  });

  it('every Settings count, budget, limit and latency default fits the range its field draws', () => {
    let checked = 0;
    for (const { path, setting } of SETTINGS_FORM_FIELDS) {
      if (setting.kind !== 'integer' && setting.kind !== 'integer-table') continue;
      const value = valueAt(DEFAULT_SETTINGS_FORM, path);
      const values = setting.kind === 'integer' ? [value as number] : Object.values(value as object);
      for (const number of values as number[]) {
        expect([path.join('.'), numberProblem(number, wholeNumbers(setting.min, setting.max))]).toEqual([
          path.join('.'),
          null,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});
