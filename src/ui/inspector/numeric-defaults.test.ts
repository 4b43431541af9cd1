// The default of every numeric field of the inspector fits its own field's range (the Breakers clock once
// started at 300000 under step=1000 min=1, which the browser refused to submit). e2e/number-inputs.spec.ts
// checks the same in Chromium for every numeric input the page draws.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS_FORM, SHELL_LIMIT_FIELDS } from '../../state/settings-form';
import { numberProblem, wholeNumbers } from '../common/number-range';
import { CLOCK_ADVANCE_MS, FAULT_COUNT } from './breakers/breaker-inputs';
import {
  COUNT_KNOB_RANGES,
  LATENCY_RANGE,
  numberKnobProblems,
  type CountKnob,
} from './settings/settings-ranges';

describe('numeric defaults', () => {
  it('the Breakers inputs start inside their ranges', () => {
    expect(numberProblem(FAULT_COUNT.initial, FAULT_COUNT.range)).toBeNull();
    expect(numberProblem(CLOCK_ADVANCE_MS.initial, CLOCK_ADVANCE_MS.range)).toBeNull();
  });

  it('every Settings count, budget and latency default fits its field', () => {
    for (const knob of Object.keys(COUNT_KNOB_RANGES) as CountKnob[]) {
      expect([knob, numberProblem(DEFAULT_SETTINGS_FORM[knob], COUNT_KNOB_RANGES[knob])]).toEqual([
        knob,
        null,
      ]);
    }
    const { defaultMs, perToolMs } = DEFAULT_SETTINGS_FORM.latency;
    for (const ms of [defaultMs, ...Object.values(perToolMs)])
      expect(numberProblem(ms, LATENCY_RANGE)).toBeNull();
    expect(numberKnobProblems(DEFAULT_SETTINGS_FORM)).toEqual([]);
  });

  it('every shell limit default fits its field', () => {
    for (const field of SHELL_LIMIT_FIELDS) {
      const value = DEFAULT_SETTINGS_FORM.shellLimits[field.key];
      expect([field.key, numberProblem(value, wholeNumbers(field.min, field.max))]).toEqual([
        field.key,
        null,
      ]);
    }
  });

  it('names a knob out of its range', () => {
    const form = { ...DEFAULT_SETTINGS_FORM, maxSteps: 0, latency: { defaultMs: -1, perToolMs: {} } };
    expect(numberKnobProblems(form)).toEqual(['maxSteps', 'latency.default']);
  });
});
