// The constraints of a numeric input, checked the way the browser checks min / max / step, so a field can
// say what is wrong with its value before the browser silently refuses to submit its form (a field with
// step=1000 and min=1 accepts 1, 1001, 2001 … and refused its own default of 300000).

export interface NumberRange {
  readonly min: number;
  readonly max?: number;
  /** Valid values are min, min + step, min + 2·step … (the browser's rule: the step counts from min). */
  readonly step: number;
}

export type NumberProblem = 'not-a-number' | 'below-min' | 'above-max' | 'off-step';

/** Whole numbers from `min` (and up to `max`). */
export const wholeNumbers = (min: number, max?: number): NumberRange =>
  max === undefined ? { min, step: 1 } : { min, max, step: 1 };

export function numberProblem(value: number, range: NumberRange): NumberProblem | null {
  if (!Number.isFinite(value)) return 'not-a-number';
  if (value < range.min) return 'below-min';
  if (range.max !== undefined && value > range.max) return 'above-max';
  const steps = (value - range.min) / range.step;
  // The browser rounds the same way: a value a float's width away from a step is on it.
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return 'off-step';
  return null;
}
