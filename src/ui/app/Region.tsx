import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import { ErrorBoundary } from './ErrorBoundary';
import '../presenter/presenter.css';

/**
 * One labelled region of the main grid; an error inside it never takes the rest of the app down. Its
 * full-screen button lays the region over the whole window (presenter mode): the same element, so what it
 * shows and its state stay as they are, and the panel layout around it does not change.
 */
export function Region({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const full = useAppStore((s) => s.fullScreenRegion === id);
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const headingId = `${id}-heading`;
  return (
    <section
      className={`region region-${id}${full ? ' is-full-screen' : ''}`}
      aria-labelledby={headingId}
      data-region={id}
      data-full-screen={full || undefined}
    >
      <div className="region-head">
        <h2 id={headingId} className="region-title">
          {title}
        </h2>
        <button
          type="button"
          className="region-full-screen"
          aria-pressed={full}
          aria-keyshortcuts="f"
          title={
            full
              ? `${t('presenter.leaveFullScreen')} (Escape)`
              : t('presenter.fullScreenOf', { region: title })
          }
          onClick={() => setFullScreen(full ? null : id)}
        >
          <span aria-hidden="true">{full ? '⤡' : '⤢'}</span>
          <span className="sr-only">
            {full ? t('presenter.leaveFullScreen') : t('presenter.fullScreenOf', { region: title })}
          </span>
        </button>
      </div>
      <div className="region-body">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
    </section>
  );
}
