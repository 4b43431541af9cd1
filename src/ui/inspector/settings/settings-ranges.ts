// What the Settings tab's numeric knobs accept (numeric-defaults.test.ts checks every default against them).
// The shell limits carry their own ranges (SHELL_LIMIT_FIELDS, shared with the session schema).
import type { SettingsForm } from '../../../state/settings-form';
import { numberProblem, wholeNumbers, type NumberRange } from '../../common/number-range';

export type CountKnob =
  | 'maxSteps'
  | 'maxConcurrency'
  | 'maxCallsPerTurn'
  | 'failureThreshold'
  | 'recoveryTimeoutMs'
  | 'perToolMaxBytes'
  | 'totalMaxBytes';

export const COUNT_KNOB_RANGES: Readonly<Record<CountKnob, NumberRange>> = {
  maxSteps: wholeNumbers(1),
  maxConcurrency: wholeNumbers(1),
  maxCallsPerTurn: wholeNumbers(1),
  failureThreshold: wholeNumbers(1),
  recoveryTimeoutMs: wholeNumbers(1),
  perToolMaxBytes: wholeNumbers(1),
  totalMaxBytes: wholeNumbers(1),
};

/** A tool's simulated duration on the virtual clock, in ms. */
export const LATENCY_RANGE: NumberRange = wholeNumbers(0);

/** The numbers that do not fit their ranges (counts, budgets, latencies): the tab names them, sends nothing. */
export function numberKnobProblems(form: SettingsForm): string[] {
  const counts = (Object.keys(COUNT_KNOB_RANGES) as CountKnob[]).filter(
    (knob) => numberProblem(form[knob], COUNT_KNOB_RANGES[knob]) !== null,
  );
  const latencies = Object.entries({ default: form.latency.defaultMs, ...form.latency.perToolMs })
    .filter(([, ms]) => numberProblem(ms, LATENCY_RANGE) !== null)
    .map(([tool]) => `latency.${tool}`);
  return [...counts, ...latencies];
}
