// Which session document the page is showing, when it came from a lesson, a link or a file: Share and Export
// need the document (the trace alone cannot be turned back into inputs). A tiny external store read with
// useSyncExternalStore, because zustand belongs to state/ and this is page-only knowledge.
import { useSyncExternalStore } from 'react';
import type { SessionDocument } from '../../session/session-document';

export interface CurrentSession {
  readonly document: SessionDocument;
  /** Set when the session is a lesson, so the guide can show its narration and checkpoints. */
  readonly lessonId: string | null;
}

let current: CurrentSession | null = null;
const listeners = new Set<() => void>();

export function setCurrentSession(next: CurrentSession | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getCurrentSession(): CurrentSession | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentSession(): CurrentSession | null {
  return useSyncExternalStore(subscribe, getCurrentSession);
}
