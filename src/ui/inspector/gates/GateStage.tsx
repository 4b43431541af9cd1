// One gate of a call's path, with its verdict and the rule and reason that decided it. The lock row also
// reads what the tool did with the lock (see lock-outcome.ts): a CONFLICT shows there, and a new file that
// needed no Read is not drawn as a failure.
import { useTranslation } from '../../i18n/use-translation';
import { seedRegexOf, type GateCheckEvent } from '../../../engine';
import type { LockOutcome } from '../../../state/selectors';
import { revealBidiControls } from '../../common/bidi-controls';
import { breakpointForEvent, type Breakpoint } from '../../../state/breakpoints';
import { BreakHereButton } from '../../breakpoints/BreakHereButton';
import { ModelText, ReasonText } from '../../reasons/ReasonText';
import type { ReactNode } from 'react';
import { gateReason } from '../../reasons/gate-reason';
import { assertNever } from '../../../common/assert-never';

const PASSING = new Set(['ALLOW', 'INJECTED', 'MODEL', 'SKIP', 'PASS', 'PROBE']);

type Look = { readonly row: string; readonly badge: string; readonly mark: string; readonly label: string };

export function GateStage({ check, lock }: { check: GateCheckEvent; lock?: LockOutcome | null }) {
  const { t } = useTranslation();
  const look = gateLook(check, lock ?? null, t);
  const seedRegex = check.gate === 'permission' ? seedRegexOf(check.risk) : null;
  return (
    <li
      className={`gate-stage ${look.row}`}
      data-gate={check.gate}
      data-verdict={check.verdict}
      {...(lock ? { 'data-outcome': lock.kind } : {})}
    >
      <span className="gate-name">{t(`gates.gate.${check.gate}`)}</span>
      <span className={`badge ${look.badge}`}>
        <span aria-hidden="true">{look.mark}</span>
        {look.label}
      </span>
      <code className="gate-rule">{revealBidiControls(check.rule)}</code>
      <span className="gate-reason">
        {lockReason(lock ?? null, t) ?? <ReasonText reason={gateReason(check)} />}
      </span>
      {check.gate === 'permission' && check.risk ? (
        <span className="gate-risk">
          {t('gates.classifier', { verdict: check.risk.verdict, rule: check.risk.rule })}
          {seedRegex ? ` · ${t('gates.seedRegex', { verdict: seedRegex.verdict })}` : ''}
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
      <BreakHereButton breakpoint={gateBreakpoint(check, lock ?? null)} />
    </li>
  );
}

/** The lock row of a call the tool refused with CONFLICT offers that verdict (the lock decided it). */
function gateBreakpoint(check: GateCheckEvent, lock: LockOutcome | null): Breakpoint {
  return lock?.kind === 'conflict'
    ? { kind: 'gate-verdict', verdict: 'CONFLICT' }
    : breakpointForEvent(check);
}

type T = ReturnType<typeof useTranslation>['t'];

function gateLook(check: GateCheckEvent, lock: LockOutcome | null, t: T): Look {
  const pass: Look = { row: 'is-pass', badge: 'badge-success', mark: '✓ ', label: check.verdict };
  const block: Look = { row: 'is-block', badge: 'badge-error', mark: '✕ ', label: check.verdict };
  if (check.gate !== 'lock' || lock === null) return PASSING.has(check.verdict) ? pass : block;
  switch (lock.kind) {
    case 'passed':
      return pass;
    case 'conflict':
      return { ...block, label: 'CONFLICT' };
    case 'new-file':
      return { ...pass, label: t('gates.lock.newFile') };
    case 'not-read':
      return { row: 'is-ask', badge: 'badge-warn', mark: '○ ', label: check.verdict };
    default: {
      return assertNever(lock);
    }
  }
}

/** The lock row's reason once the tool decided; null keeps the gate's own reason. */
function lockReason(lock: LockOutcome | null, t: T): ReactNode {
  if (lock === null) return null;
  switch (lock.kind) {
    case 'passed':
    case 'not-read':
      return null;
    case 'new-file':
      return t('gates.lock.newFileReason');
    case 'conflict':
      // The tool's message is what the model read: English, shown as such (beside the page's words, if any).
      return lock.reason === null ? (
        <span translate="no">{revealBidiControls(lock.message)}</span>
      ) : (
        <>
          {t(`gates.lock.conflict.${lock.reason}`)} <ModelText text={lock.message} />
        </>
      );
    default: {
      return assertNever(lock);
    }
  }
}
