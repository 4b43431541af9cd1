// One field of the Settings tab, drawn from its catalog entry: the field kind, label key, choices, range and
// unit all come from there (engine/settings/*-catalog.ts), so a new setting needs no code here.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { FormSetting } from '../../../common/settings-catalog/setting-form-fields';
import { ModelReadsNote } from '../../common/ModelReadsNote';
import { NumberField } from '../../common/NumberField';
import { wholeNumbers } from '../../common/number-range';

interface Props {
  readonly setting: FormSetting;
  /** Names from the catalog's root, e.g. engine.breaker.failureThreshold (the field's test id). */
  readonly path: readonly string[];
  readonly value: unknown;
  /** Changes when the value in force moves (a free-text field then starts again from it). */
  readonly resetKey: string;
  /** A new value at `path`, or at `path` + a table's name. */
  readonly onEdit: (path: readonly string[], value: unknown) => void;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="settings-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

export function SettingField({ setting, path, value, resetKey, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const { form } = setting;
  const label = t(form.label);
  const testId = `setting-${path.join('.')}`;
  const edit = (next: unknown) => onEdit(path, next);
  switch (setting.kind) {
    case 'integer': {
      const figure = (n: number) => n.toLocaleString(i18n.language);
      return (
        <NumberField
          className="settings-field"
          label={form.unit ? `${label} (${t(`settings.unit.${form.unit}`)})` : label}
          value={value as number}
          range={wholeNumbers(setting.min, setting.max)}
          {...(form.unit
            ? { hint: t('settings.shellRange', { min: figure(setting.min), max: figure(setting.max) }) }
            : {})}
          testId={testId}
          onValue={edit}
        />
      );
    }
    case 'integer-table':
      return (
        <>
          {Object.entries(value as Readonly<Record<string, number>>).map(([name, ms]) => (
            <NumberField
              key={name}
              className="settings-field"
              label={t(form.label, { key: name })}
              value={ms}
              range={wholeNumbers(setting.min, setting.max)}
              onValue={(next) => onEdit([...path, name], next)}
            />
          ))}
        </>
      );
    case 'choice':
    case 'choice-or-function': {
      // A function named in a document has no option of its own: it is shown, and kept unless changed.
      const named =
        typeof value === 'object' && value !== null ? (value as { function: { name: string } }) : null;
      return (
        <Labelled label={label}>
          <select
            value={named ? '' : (value as string)}
            data-testid={testId}
            {...(form.options ? {} : { translate: 'no' as const })}
            onChange={(e) => edit(e.target.value)}
          >
            {named ? (
              <option value="" disabled>
                {t('settings.namedFunction', { name: named.function.name })}
              </option>
            ) : null}
            {setting.values.map((choice) => (
              <option key={choice} value={choice}>
                {form.options ? t(`${form.options}.${choice}`) : choice}
              </option>
            ))}
          </select>
        </Labelled>
      );
    }
    case 'flag':
      return (
        <Labelled label={label}>
          <input
            type="checkbox"
            checked={value as boolean}
            data-testid={testId}
            onChange={(e) => edit(e.target.checked)}
          />
        </Labelled>
      );
    case 'text':
      return (
        <>
          <Labelled label={label}>
            {form.field === 'textarea' ? (
              <textarea
                rows={3}
                value={value as string}
                data-testid={testId}
                onChange={(e) => edit(e.target.value)}
              />
            ) : (
              <input
                type="text"
                value={value as string}
                data-testid={testId}
                onChange={(e) => edit(e.target.value)}
              />
            )}
          </Labelled>
          {/* Outside the label, so it is not part of the field's name. */}
          {path.join('.') === 'systemPrompt' ? <ModelReadsNote /> : null}
        </>
      );
    case 'text-list':
      return (
        <Labelled label={label}>
          <textarea
            // One entry per line, kept as typed (blank lines too) until the value in force moves.
            key={resetKey}
            rows={2}
            defaultValue={(value as readonly string[]).join('\n')}
            data-testid={testId}
            onChange={(e) => edit(lines(e.target.value))}
          />
        </Labelled>
      );
  }
}
