// Every numeric input of the page: its label, the input with the constraints of its NumberRange, and, when
// the value does not fit them, what would fit, beside it (the browser alone would refuse the form without a
// word). Owners disable their button while `numberProblem(value, range)` is not null.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { numberProblem, type NumberRange } from './number-range';

interface Props {
  readonly label: ReactNode;
  readonly value: number;
  readonly range: NumberRange;
  /** The new value; NaN while the field is empty. */
  readonly onValue: (value: number) => void;
  /** The field's layout class (a Settings row, an inline form label). */
  readonly className: string;
  /** Shown under a valid value (e.g. the range); the problem takes its place. */
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly testId?: string;
}

/** "A whole number from 1 to 20." and the like, with the figures as the language writes them. */
export function useRangeText(): (range: NumberRange) => string {
  const { t, i18n } = useTranslation();
  const figure = (n: number) => n.toLocaleString(i18n.language);
  return (range) => {
    if (range.step !== 1) return t('number.steps', { min: figure(range.min), step: figure(range.step) });
    if (range.max === undefined) return t('number.wholeAtLeast', { min: figure(range.min) });
    return t('number.wholeBetween', { min: figure(range.min), max: figure(range.max) });
  };
}

export function NumberField({ label, value, range, onValue, className, hint, disabled, testId }: Props) {
  const id = useId();
  const rangeText = useRangeText();
  const invalid = numberProblem(value, range) !== null;
  const note = invalid ? `✕ ${rangeText(range)}` : hint;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <span className="number-input">
        <input
          id={id}
          type="number"
          min={range.min}
          max={range.max}
          step={range.step}
          value={Number.isFinite(value) ? value : ''}
          disabled={disabled}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => onValue(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
        {note ? (
          <span id={`${id}-note`} className={invalid ? 'number-problem' : 'number-hint muted'}>
            {note}
          </span>
        ) : null}
      </span>
    </div>
  );
}
