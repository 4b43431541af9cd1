// A failing endpoint's message and hints, in place under the provider panel.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';

export function ModelErrorBox() {
  const { t } = useTranslation();
  const modelError = useAppStore((s) => s.runtimeStatus?.lastRun?.modelError ?? null);
  if (!modelError) return null;
  return (
    <div role="alert" className="provider-error" data-testid="provider-error" data-kind={modelError.kind}>
      <p>
        ✕ {modelError.message}
        {modelError.status ? ` (HTTP ${modelError.status})` : ''}
      </p>
      {modelError.hints.length > 0 ? (
        <>
          <p>{t('provider.whatToDo')}</p>
          <ul>
            {modelError.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
