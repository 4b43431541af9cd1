// A labelled picker over options read from the trace (pick-options.ts): the value is each option's JSON, and
// a value the trace no longer offers (a lesson written for another script) stays shown rather than lost.
import type { ReactNode } from 'react';
import type { PickOption } from './pick-options';

interface Props<T> {
  readonly label: string;
  readonly testId: string;
  readonly options: readonly PickOption<T>[];
  /** The current value's JSON ('' for none). */
  readonly value: string;
  readonly onPick: (picked: PickOption<T> | undefined) => void;
  /** Options before the trace's (none, a prompt). */
  readonly leading?: ReactNode;
}

export function PickField<T>({ label, testId, options, value, onPick, leading }: Props<T>) {
  return (
    <label className="lesson-editor-field">
      <span>{label}</span>
      <select
        data-testid={testId}
        value={value}
        onChange={(e) => onPick(options.find((o) => o.value === e.target.value))}
      >
        {leading}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
