// The Settings tab's shell limits: one whole-number input per limit, with its unit and the range a session may
// set (the same SHELL_LIMIT_FIELDS the session schema checks). A value outside it is named inline and the tab
// refuses to apply it, so a settings change never carries a limit the document could not load.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_LIMIT_FIELDS, type ShellLimitField, type ShellLimits } from '../../../state/settings-form';
import './shell-limits.css';

export function ShellLimitsFields({
  limits,
  problems,
  onChange,
}: {
  limits: ShellLimits;
  /** The limits out of range, from `shellLimitProblems`. */
  problems: readonly (keyof ShellLimits)[];
  onChange: (limits: ShellLimits) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('settings.shellHint')}</p>
      {SHELL_LIMIT_FIELDS.map((field) => (
        <ShellLimitInput
          key={field.key}
          field={field}
          value={limits[field.key]}
          invalid={problems.includes(field.key)}
          onChange={(value) => onChange({ ...limits, [field.key]: value })}
        />
      ))}
    </>
  );
}

function ShellLimitInput({
  field,
  value,
  invalid,
  onChange,
}: {
  field: ShellLimitField;
  value: number;
  invalid: boolean;
  onChange: (value: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const figure = (n: number) => n.toLocaleString(i18n.language);
  const range = { min: figure(field.min), max: figure(field.max) };
  return (
    <div className="settings-field shell-limit" data-limit={field.key}>
      <label htmlFor={id}>
        {t(`settings.shell.${field.key}`)} ({t(`settings.unit.${field.unit}`)})
      </label>
      <input
        id={id}
        type="number"
        min={field.min}
        max={field.max}
        step={1}
        value={Number.isFinite(value) ? value : ''}
        aria-invalid={invalid}
        aria-describedby={`${id}-note`}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
      <span
        id={`${id}-note`}
        className={invalid ? 'shell-limit-note shell-limit-problem' : 'shell-limit-note muted'}
      >
        {invalid ? `✕ ${t('settings.shellOutOfRange', range)}` : t('settings.shellRange', range)}
      </span>
    </div>
  );
}
