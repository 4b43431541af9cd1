// What the compare view can put side by side: the built-in lessons and every session kept in the library
// (the session on screen among them, so a fork sits beside the lesson it came from).
import type { TFunction } from 'i18next';
import type { Language } from '../../state/preferences-slice';
import type { LibraryEntry } from '../../session/export/session-library';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import type { SessionDocument } from '../../session/session-document';

export interface CompareSource {
  readonly key: string;
  readonly label: string;
  readonly document: SessionDocument;
}

export function compareSources(
  t: TFunction,
  language: Language,
  entries: readonly LibraryEntry[],
  activeId: string | null,
): CompareSource[] {
  const lessons = LESSONS.map((lesson) => ({
    key: `lesson:${lesson.id}`,
    label: t('compare.lesson', { number: lesson.number, title: lesson.title[language] }),
    // The lesson told in the page's language, as the gallery opens it (session/lessons/lesson-variants.ts).
    document: lessonDocumentIn(lesson, language),
  }));
  const saved = entries.map((entry) => ({
    key: `entry:${entry.id}`,
    label: t(entry.id === activeId ? 'compare.onScreen' : 'compare.entry', { title: entry.title }),
    document: entry.document,
  }));
  return [...saved, ...lessons];
}

/**
 * The pair offered first: the session on screen on the right, and on the left what it came from: the session
 * it was forked from under other settings (issue 38) when that is still kept, else its lesson (if any).
 */
export function defaultPair(
  sources: readonly CompareSource[],
  entries: readonly LibraryEntry[],
  activeId: string | null,
): { left: string; right: string } {
  const active = entries.find((entry) => entry.id === activeId);
  const right = active ? `entry:${active.id}` : (sources[0]?.key ?? '');
  const forkedFrom = active?.document.fork?.source.entry;
  const origins = [
    forkedFrom === undefined ? undefined : `entry:${forkedFrom}`,
    active?.lessonId === undefined ? undefined : `lesson:${active.lessonId}`,
  ];
  const origin = origins.find((key) => key !== undefined && sources.some((s) => s.key === key));
  const left = origin ?? sources.find((s) => s.key !== right)?.key ?? right;
  return { left, right };
}
