// A built-in lesson's session is titled in English in its document ("Lesson 3 · Parallel reads, serial
// writes"); the page shows it in its own language, as the gallery does, unless the person renamed it. The
// lesson catalog arrives in its own chunk, so until it has, the stored title stands.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../session/lessons/lesson';

type Catalog = (id: string) => Lesson | undefined;
let catalog: Catalog | null = null;

export function useShownTitle(title: string, lessonId: string | null | undefined): string {
  const { t, i18n } = useTranslation();
  const [lookUp, setLookUp] = useState<Catalog | null>(catalog);
  useEffect(() => {
    if (lookUp !== null || !lessonId) return;
    let live = true;
    void import('../../session/lessons/lesson-catalog').then(({ lessonById }) => {
      catalog = lessonById;
      if (live) setLookUp(() => lessonById);
    });
    return () => {
      live = false;
    };
  }, [lookUp, lessonId]);
  const lesson = lessonId && lookUp ? lookUp(lessonId) : undefined;
  // An English page keeps the document's own title: it is the English one.
  if (!lesson || lesson.document.title !== title || !i18n.language.startsWith('zh')) return title;
  return t('lessonsUi.lessonTitle', { number: lesson.number, title: lesson.title.zh });
}
