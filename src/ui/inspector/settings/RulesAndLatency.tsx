// The longer knobs of the Settings tab: permission rules (one per line, per verdict) and the latency model
// (the simulated duration of each tool on the virtual clock).
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../../../state/settings-form';
import { NumberField } from '../../common/NumberField';
import { LATENCY_RANGE } from './settings-ranges';

type Verdict = keyof SettingsForm['permissionRules'];
const VERDICTS: readonly Verdict[] = ['deny', 'ask', 'allow'];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function PermissionRulesFields({
  rules,
  onChange,
}: {
  rules: SettingsForm['permissionRules'];
  onChange: (rules: SettingsForm['permissionRules']) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('settings.rulesHint')}</p>
      {VERDICTS.map((verdict) => (
        <label key={verdict} className="settings-field">
          <span>{t(`settings.rules.${verdict}`)}</span>
          <textarea
            rows={2}
            defaultValue={rules[verdict].join('\n')}
            data-testid={`rules-${verdict}`}
            onChange={(e) => onChange({ ...rules, [verdict]: lines(e.target.value) })}
          />
        </label>
      ))}
    </>
  );
}

export function LatencyFields({
  latency,
  onChange,
}: {
  latency: SettingsForm['latency'];
  onChange: (latency: SettingsForm['latency']) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        className="settings-field"
        label={t('settings.latencyDefault')}
        value={latency.defaultMs}
        range={LATENCY_RANGE}
        onValue={(defaultMs) => onChange({ ...latency, defaultMs })}
      />
      {Object.entries(latency.perToolMs).map(([tool, value]) => (
        <NumberField
          key={tool}
          className="settings-field"
          label={t('settings.latencyOf', { tool })}
          value={value}
          range={LATENCY_RANGE}
          onValue={(ms) => onChange({ ...latency, perToolMs: { ...latency.perToolMs, [tool]: ms } })}
        />
      ))}
    </>
  );
}
