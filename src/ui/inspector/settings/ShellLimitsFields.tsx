// The Settings tab's shell limits: one whole-number input per limit, with its unit and the range a session may
// set (the same SHELL_LIMIT_FIELDS the session schema checks). A value outside it is named inline and the tab
// refuses to apply it (shellLimitProblems), so a settings change never carries a limit the document could not
// load.
import { useTranslation } from 'react-i18next';
import { SHELL_LIMIT_FIELDS, type ShellLimitField, type ShellLimits } from '../../../state/settings-form';
import { NumberField } from '../../common/NumberField';
import { wholeNumbers } from '../../common/number-range';

export function ShellLimitsFields({
  limits,
  onChange,
}: {
  limits: ShellLimits;
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
          onChange={(value) => onChange({ ...limits, [field.key]: value })}
        />
      ))}
    </>
  );
}

function ShellLimitInput({
  field,
  value,
  onChange,
}: {
  field: ShellLimitField;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const figure = (n: number) => n.toLocaleString(i18n.language);
  return (
    <NumberField
      className="settings-field shell-limit"
      label={`${t(`settings.shell.${field.key}`)} (${t(`settings.unit.${field.unit}`)})`}
      value={value}
      range={wholeNumbers(field.min, field.max)}
      hint={t('settings.shellRange', { min: figure(field.min), max: figure(field.max) })}
      onValue={onChange}
    />
  );
}
