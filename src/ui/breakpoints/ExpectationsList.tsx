// The conditions pinned with "Expect this": kept in the session document's `expect`, the list `npm run
// replay` checks a replay against (session/expectations.ts). Each can be unpinned here.
import { useTranslation } from '../i18n/use-translation';
import { breakpointCondition, breakpointKey } from '../../state/breakpoints';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';

export function ExpectationsList() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const expectations = useAppStore((s) => s.expectations);
  if (expectations.length === 0) return null;
  return (
    <div className="expectations">
      <h4 className="breakpoints-title">{t('breakpoints.expected')}</h4>
      <p className="muted">{t('breakpoints.expectedHint')}</p>
      <ul className="breakpoints-list" aria-label={t('breakpoints.expected')} data-testid="expectations">
        {expectations.map((expectation) => {
          const condition = breakpointCondition(expectation);
          return (
            <li key={breakpointKey(expectation)} className="breakpoint-chip" data-condition={condition}>
              <code>{condition}</code>
              <button
                type="button"
                aria-label={t('breakpoints.unexpect', { condition })}
                onClick={() => actions.toggleExpectation(expectation)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
