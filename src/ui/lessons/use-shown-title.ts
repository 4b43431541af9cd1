// A built-in lesson's session is titled in the language of its conversation ("Lesson 3 · Parallel reads,
// serial writes", or its Chinese variant's); the page shows it in its own language, as the gallery does,
// unless the person renamed it. The
// lesson catalog arrives in its own chunk, so until it has, the stored title stands.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Lesson } from '../../session/lessons/lesson';
import { conversationLanguages, lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { lazyLoad } from '../../common/lazy';

type Catalog = (id: string) => Lesson | undefined;
/** The catalog's chunk, once loaded: a title shown again (a remount) needs no wait. The same for every app. */
const catalog = lazyLoad(() =>
  import('../../session/lessons/lesson-catalog').then(({ lessonById }): Catalog => lessonById),
);

export function useShownTitle(title: string, lessonId: string | null | undefined): string {
  const { t, i18n } = useTranslation();
  const [lookUp, setLookUp] = useState<Catalog | null>(() => catalog.loaded() ?? null);
  useEffect(() => {
    if (lookUp !== null || !lessonId) return;
    let live = true;
    void catalog().then((lessonById) => {
      if (live) setLookUp(() => lessonById);
    });
    return () => {
      live = false;
    };
  }, [lookUp, lessonId]);
  const lesson = lessonId && lookUp ? lookUp(lessonId) : undefined;
  // A title the person gave it stands; the lesson's own (its English or its Chinese conversation's) is shown
  // in the page's language: on an English page the English document's title.
  if (
    !lesson ||
    conversationLanguages(lesson).every((lang) => lessonDocumentIn(lesson, lang).title !== title)
  )
    return title;
  if (!i18n.language.startsWith('zh')) return lesson.document.title;
  return t('lessonsUi.lessonTitle', { number: lesson.number, title: lesson.title.zh });
}
