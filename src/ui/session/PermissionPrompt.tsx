// A call stopped at the permission gate with ASK: what it wants to do, which rule asked, and the three answers.
import { useTranslation } from '../i18n/use-translation';
import type { PermissionAnswer } from '../../engine';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { revealBidiControls } from '../common/bidi-controls';
import { ReasonText } from '../reasons/ReasonText';
import { permissionReason } from '../reasons/permission-reason';

export function PermissionPrompt() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const waiting = useAppStore((s) => s.runtimeStatus?.waiting ?? null);
  if (waiting?.kind !== 'permission') return null;
  const { request } = waiting;
  const answer = (value: PermissionAnswer) => void actions.answerPermission(request.requestId, value);
  return (
    <section
      className="permission-prompt"
      role="alertdialog"
      aria-labelledby="permission-title"
      aria-describedby="permission-reason"
    >
      <h3 id="permission-title">{t('permission.title', { name: request.toolName })}</h3>
      {request.subject ? (
        <code className="permission-subject">{revealBidiControls(request.subject)}</code>
      ) : null}
      <p id="permission-reason">
        <code>{revealBidiControls(request.rule)}</code> <ReasonText reason={permissionReason(request)} />
      </p>
      {request.risk ? (
        <p className="muted">
          {t('gates.classifier', { verdict: request.risk.verdict, rule: request.risk.rule })}
        </p>
      ) : null}
      <div className="permission-answers">
        <button type="button" onClick={() => answer('approve-once')}>
          {t('permission.approveOnce')}
        </button>
        <button
          type="button"
          onClick={() => answer('approve-always')}
          disabled={request.alwaysRule === null}
          title={request.alwaysRule ? revealBidiControls(request.alwaysRule) : t('permission.noAlways')}
        >
          {t('permission.approveAlways')}
          {request.alwaysRule ? ` (${revealBidiControls(request.alwaysRule)})` : ''}
        </button>
        <button type="button" className="danger" onClick={() => answer('deny')}>
          {t('permission.deny')}
        </button>
      </div>
    </section>
  );
}
