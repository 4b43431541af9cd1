// A built-in lesson is told in English and in Chinese (session/lessons/lesson-variants.ts); it opens in the
// page's language. Switching the language while it is open switches the guide at once, but never the
// conversation: that is the session the runtime is running, and its trace must not change under the
// learner. So the guide says which conversation is on screen and offers to reopen the lesson told in the
// page's language, paused at the same place (a point is the same place in both: only text differs).
import { useTranslation } from '../i18n/use-translation';
import { pointAtStepEnd } from '../../engine/trace/trace-point';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Lesson } from '../../session/lessons/lesson';
import { conversationLanguageOf, hasConversationIn } from '../../session/lessons/lesson-variants';
import type { SessionDocument } from '../../session/session-document';
import type { Language } from '../../state/preferences-slice';
import { useSessionActions } from '../store/session-actions';

interface Props {
  readonly lesson: Lesson;
  readonly document: SessionDocument;
  readonly language: Language;
  readonly completedStep: number;
  readonly events: readonly TraceEvent[];
}

export function ConversationLanguage({ lesson, document, language, completedStep, events }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const told = conversationLanguageOf(lesson, document);
  // Edited in the app (neither conversation), or already the page's: nothing to say.
  if (told === null || told === language || !hasConversationIn(lesson, language)) return null;
  const point = completedStep === 0 ? 0 : (pointAtStepEnd(events, completedStep) ?? 0);
  const name = (lang: Language) => t(`lessonGuide.conversationLanguage.${lang}`);
  const reopen = () => void actions.reopenLessonIn(lesson.id, language, { step: completedStep, point });
  return (
    <p className="lesson-conversation-language" data-testid="conversation-language" data-told={told}>
      {t('lessonGuide.conversationIsIn', { language: name(told) })}{' '}
      <button type="button" onClick={reopen}>
        {point === 0
          ? t('lessonGuide.reopenIn', { language: name(language) })
          : t('lessonGuide.reopenInAtStep', { language: name(language), step: completedStep })}
      </button>
    </p>
  );
}
