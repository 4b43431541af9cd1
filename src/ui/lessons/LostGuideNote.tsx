// In the guide's place when a session opened from "Your lessons" is reopened and its lesson is no longer the
// one it was opened with (state/session-actions/entry-lesson.ts): the guide is not shown, since its notes and
// checkpoints were written against another script; this says why, and offers the lesson as it is now.
import { useTranslation } from '../i18n/use-translation';
import type { LostWrittenLesson } from '../../state/current-session-slice';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';

export function LostGuideNote({ lost }: { lost: LostWrittenLesson }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const title = useAppStore((s) => lost.title[s.language]);
  const openAsItIsNow = async (lesson: Extract<LostWrittenLesson, { kind: 'changed' }>['lesson']) => {
    const opened = await actions
      .writtenLessons()
      .then((w) => w.open(lesson, { saveAs: 'lesson', fromShelf: true }));
    if (!opened.ok) actions.showNotice({ kind: 'error', text: opened.reason });
  };
  return (
    <p className="lesson-guide-lost" role="status" data-testid="guide-lost" data-lost={lost.kind}>
      {lost.kind === 'gone' ? t('lessonEditor.guideGone', { title }) : null}
      {lost.kind === 'unreadable' ? t('lessonEditor.guideUnreadable', { title, reason: lost.reason }) : null}
      {lost.kind === 'changed' ? (
        <>
          {t('lessonEditor.guideChanged', { title })}{' '}
          <button type="button" onClick={() => void openAsItIsNow(lost.lesson)}>
            {t('lessonEditor.openAsItIsNow')}
          </button>
        </>
      ) : null}
    </p>
  );
}
