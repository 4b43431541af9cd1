// A failing endpoint's message and hints, in place under the provider panel: worded from the failure's kind
// in the page's language (the provider's English sentence, with the endpoint's details, on demand), the
// endpoint's own words first. A failed call waiting for a retry shows here too (RetryFailedCall offers it).
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { ReasonText } from '../reasons/ReasonText';
import { providerErrorReason, providerHintKeys } from '../reasons/provider-error';

export function ModelErrorBox() {
  const { t, i18n } = useTranslation();
  // A failed call waiting for a retry is the failure of now; after it, how the last run ended.
  const modelError = useAppStore((s) => {
    const waiting = s.runtimeStatus?.waiting;
    return waiting?.kind === 'failed-call'
      ? waiting.call.error
      : (s.runtimeStatus?.lastRun?.modelError ?? null);
  });
  const step = useAppStore((s) => s.runtimeStatus?.lastRun?.steps);
  if (!modelError) return null;
  // An English page lists the provider's own hints (they name the endpoint's settings exactly).
  const hints = i18n.language.startsWith('en')
    ? modelError.hints
    : providerHintKeys(modelError).map((key) => t(`reasons.provider.hint.${key}`));
  return (
    <div
      role="alert"
      className="provider-error"
      data-testid="provider-error"
      data-kind={modelError.kind}
      data-misfit={modelError.misfit?.reason}
    >
      {modelError.detail ? (
        // The endpoint's own words first: a refused schema names the property it refused.
        <p>
          <q lang="en">{modelError.detail}</q>
        </p>
      ) : null}
      <p>
        ✕ <ReasonText reason={providerErrorReason(modelError, step)} />
        {modelError.status && i18n.language.startsWith('en') ? ` (HTTP ${modelError.status})` : ''}
      </p>
      {hints.length > 0 ? (
        <>
          <p>{t('provider.whatToDo')}</p>
          <ul>
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
