// What went wrong in the runtime that was nobody's input mistake (a run that failed inside it, a command it
// could not do, a worker that stopped answering and was restarted), said where the runtime's controls are.
// A refused load is said by the conversation's error line already.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';

export function RuntimeFailureNotice() {
  const { t } = useTranslation();
  const failure = useAppStore((s) => s.runtimeStatus?.failure ?? null);
  if (failure === null || failure.stage === 'load') return null;
  return (
    <p role="alert" className="panel-error" data-testid="runtime-failure" data-stage={failure.stage}>
      {t(`runtime.failure.${failure.stage}`, { message: failure.message })}
    </p>
  );
}
