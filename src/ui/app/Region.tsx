import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** One labelled region of the main grid; an error inside it never takes the rest of the app down. */
export function Region({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section className={`region region-${id}`} aria-labelledby={headingId} data-region={id}>
      <h2 id={headingId} className="region-title">
        {title}
      </h2>
      <div className="region-body">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
    </section>
  );
}
