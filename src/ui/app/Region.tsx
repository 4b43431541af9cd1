import type { ReactNode } from 'react';
import { useAppStore } from '../store/use-app-store';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { FullScreenButton } from '../presenter/FullScreenButton';
import '../presenter/presenter.css';

/**
 * One labelled region of the main grid; an error inside it never takes the rest of the app down. Its
 * full-screen button lays the region over the whole window (presenter mode): the same element, so what it
 * shows and its state stay as they are, and the panel layout around it does not change. With a lesson open
 * it leaves room for the guide docked beside it (presenter.css, GuideDock). The compact layout shows one region
 * the same way, between the header and the status bar (compact/compact.css).
 */
export function Region({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const full = useAppStore((s) => s.fullScreenRegion === id);
  const onStage = useAppStore(
    (s) => s.compactLayout && s.fullScreenRegion === null && s.compactRegion === id,
  );
  const headingId = `${id}-heading`;
  return (
    <section
      className={`region region-${id}${full ? ' is-full-screen' : ''}${onStage ? ' is-on-stage' : ''}`}
      aria-labelledby={headingId}
      data-region={id}
      data-full-screen={full || undefined}
    >
      <div className="region-head">
        <h2 id={headingId} className="region-title">
          {title}
        </h2>
        <FullScreenButton id={id} title={title} />
      </div>
      <div className="region-body">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
    </section>
  );
}
