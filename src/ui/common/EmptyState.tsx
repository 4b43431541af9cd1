import type { ReactNode } from 'react';

/** What to do next, where a panel has nothing to draw yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
