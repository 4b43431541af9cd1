// One gate of a call's path, with its verdict and the rule and reason that decided it.
import { useTranslation } from 'react-i18next';
import type { GateCheckEvent } from '../../../engine';
import { revealBidiControls } from '../../common/bidi-controls';

const PASSING = new Set(['ALLOW', 'INJECTED', 'MODEL', 'SKIP', 'PASS', 'PROBE']);

export function GateStage({ check }: { check: GateCheckEvent }) {
  const { t } = useTranslation();
  const passed = PASSING.has(check.verdict);
  return (
    <li
      className={`gate-stage ${passed ? 'is-pass' : 'is-block'}`}
      data-gate={check.gate}
      data-verdict={check.verdict}
    >
      <span className="gate-name">{t(`gates.gate.${check.gate}`)}</span>
      <span className={`badge ${passed ? 'badge-success' : 'badge-error'}`}>
        <span aria-hidden="true">{passed ? '✓ ' : '✕ '}</span>
        {check.verdict}
      </span>
      <code className="gate-rule">{revealBidiControls(check.rule)}</code>
      <span className="gate-reason">{revealBidiControls(check.reason)}</span>
      {check.gate === 'permission' && check.risk ? (
        <span className="gate-risk">
          {t('gates.classifier', { verdict: check.risk.verdict, rule: check.risk.rule })}
          {typeof check.risk.details?.['seedRegex'] === 'string'
            ? ` · ${t('gates.seedRegex', { verdict: check.risk.details['seedRegex'] })}`
            : ''}
        </span>
      ) : null}
      {check.gate === 'permission' && check.asked ? (
        <span className="gate-risk">
          {t('gates.asked', { answer: t(`gates.answer.${check.asked.answer}`) })}
        </span>
      ) : null}
      {check.gate === 'lock' && Object.keys(check.injectedFields).length > 0 ? (
        <code className="gate-risk">{JSON.stringify(check.injectedFields)}</code>
      ) : null}
    </li>
  );
}
