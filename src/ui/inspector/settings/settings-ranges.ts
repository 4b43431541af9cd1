// What the Settings tab's numeric knobs accept (numeric-defaults.test.ts checks every default against them).
// The ranges are the session schema's own (NUMBER_SETTING_RANGES, from the engine's settings schema), so the
// form never accepts a value the runtime would refuse; the shell limits carry theirs (SHELL_LIMIT_FIELDS).
import { ENGINE_SETTING_RANGES } from '../../../engine/settings/engine-settings-schema';
import { NUMBER_SETTING_RANGES, type NumberSetting, type SettingsForm } from '../../../state/settings-form';
import { numberProblem, wholeNumbers, type NumberRange } from '../../common/number-range';

export type CountKnob = NumberSetting;

export const COUNT_KNOB_RANGES: Readonly<Record<CountKnob, NumberRange>> = Object.fromEntries(
  (Object.keys(NUMBER_SETTING_RANGES) as CountKnob[]).map((knob) => {
    const { min, max } = NUMBER_SETTING_RANGES[knob];
    return [knob, wholeNumbers(min, max)];
  }),
) as Record<CountKnob, NumberRange>;

/** A tool's simulated duration on the virtual clock, in ms. */
export const LATENCY_RANGE: NumberRange = wholeNumbers(
  ENGINE_SETTING_RANGES.latencyMs.min,
  ENGINE_SETTING_RANGES.latencyMs.max,
);

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
