import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface State {
  error: Error | null;
}

/** Keeps the rest of the app alive when one panel throws, and shows the error in place with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return <PanelError message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="panel-error">
      <p>{t('errors.panelCrashed', { message })}</p>
      <button type="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
