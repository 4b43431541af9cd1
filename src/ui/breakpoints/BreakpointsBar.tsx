// The breakpoint list: what is set (each removable), a field to add one in the CLI's own grammar
// (`CONFLICT`, `tool:Edit`, `step:3` … the same text `npm run replay -- f --until` takes), "run to the next
// breakpoint", where the run stopped when a breakpoint stopped it, and "Expect this" on each: the condition
// pinned in the session document for `npm run replay` to check (ExpectationsList.tsx).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import {
  BREAK_VERDICTS,
  BREAKPOINT_CONDITION_FORMS,
  breakpointCondition,
  breakpointKey,
  parseBreakpointCondition,
  sameBreakpoint,
} from '../../state/breakpoints';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { ExpectationsList } from './ExpectationsList';
import './breakpoints.css';

const SUGGESTIONS = [...BREAK_VERDICTS, 'breaker', 'breaker:OPEN', 'budget', 'tool:Edit', 'step:2'];

export function BreakpointsBar() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const breakpoints = useAppStore((s) => s.breakpoints);
  const expectations = useAppStore((s) => s.expectations);
  const live = useAppStore((s) => s.traceSource.kind === 'runtime');
  const stoppedAt = useAppStore((s) =>
    s.runtimeStatus?.paused && s.runtimeStatus.pauseReason?.kind === 'breakpoint'
      ? s.runtimeStatus.pauseReason
      : null,
  );
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState(false);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const read = parseBreakpointCondition(draft);
    if (!read.ok) {
      setProblem(true);
      return;
    }
    setProblem(false);
    setDraft('');
    if (!breakpoints.some((b) => sameBreakpoint(b, read.breakpoint)))
      void actions.setBreakpoints([...breakpoints, read.breakpoint]);
  };

  return (
    <section className="breakpoints-bar" aria-label={t('breakpoints.title')}>
      <h3 className="breakpoints-title">{t('breakpoints.title')}</h3>
      <ul className="breakpoints-list" aria-label={t('breakpoints.list')}>
        {breakpoints.length === 0 ? <li className="breakpoints-none">{t('breakpoints.none')}</li> : null}
        {breakpoints.map((breakpoint) => {
          const condition = breakpointCondition(breakpoint);
          return (
            <li key={breakpointKey(breakpoint)} className="breakpoint-chip" data-condition={condition}>
              <code>{condition}</code>
              <button
                type="button"
                aria-pressed={expectations.some((e) => sameBreakpoint(e, breakpoint))}
                aria-label={t('breakpoints.expectThisLabel', { condition })}
                onClick={() => actions.toggleExpectation(breakpoint)}
              >
                {t('breakpoints.expectThis')}
              </button>
              <button
                type="button"
                aria-label={t('breakpoints.remove', { condition })}
                onClick={() =>
                  void actions.setBreakpoints(breakpoints.filter((b) => !sameBreakpoint(b, breakpoint)))
                }
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      <form className="breakpoints-add" onSubmit={add}>
        <label>
          {t('breakpoints.condition')}
          <input
            value={draft}
            list="breakpoint-suggestions"
            spellCheck={false}
            aria-invalid={problem}
            aria-describedby={problem ? 'breakpoint-problem' : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(false);
            }}
          />
        </label>
        <datalist id="breakpoint-suggestions">
          {SUGGESTIONS.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <button type="submit">{t('breakpoints.add')}</button>
        <button
          type="button"
          disabled={!live || breakpoints.length === 0}
          onClick={() => void actions.drive('run')}
        >
          {t('breakpoints.runUntil')}
        </button>
      </form>
      {problem ? (
        <p id="breakpoint-problem" className="breakpoints-problem" role="alert">
          {t('breakpoints.invalid', { text: draft, forms: BREAKPOINT_CONDITION_FORMS.join(', ') })}
        </p>
      ) : null}
      <ExpectationsList />
      {stoppedAt ? (
        <p className="breakpoints-stopped" role="status" data-seq={stoppedAt.seq}>
          {t('breakpoints.stoppedAt', {
            condition: breakpointCondition(stoppedAt.breakpoint),
            seq: stoppedAt.seq,
          })}
        </p>
      ) : null}
    </section>
  );
}
