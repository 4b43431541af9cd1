// The toggle every inspector row carries: stop on the next event like this one (the most specific
// breakpoint its event offers), or clear that breakpoint when it is set.
import { useTranslation } from '../i18n/use-translation';
import { breakpointCondition, sameBreakpoint, type Breakpoint } from '../../state/breakpoints';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';

export function BreakHereButton({ breakpoint }: { breakpoint: Breakpoint }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const set = useAppStore((s) => s.breakpoints.some((b) => sameBreakpoint(b, breakpoint)));
  const condition = breakpointCondition(breakpoint);
  const label = set ? t('breakpoints.clear', { condition }) : t('breakpoints.breakHere', { condition });
  return (
    <button
      type="button"
      className={`break-here${set ? ' is-set' : ''}`}
      aria-pressed={set}
      aria-label={label}
      title={label}
      data-condition={condition}
      onClick={(event) => {
        event.stopPropagation();
        void actions.toggleBreakpoint(breakpoint);
      }}
    >
      <span aria-hidden="true">●</span>
    </button>
  );
}
