// Above the editor's actions: what keeps the draft from being a lesson yet, in words (draft-problem-text.ts),
// or that it is ready. Not a live region: it changes with every key typed.
import { useTranslation } from '../i18n/use-translation';
import type { LessonLoadResult } from '../../session/lessons/load-lesson';
import { draftProblemsText } from './draft-problem-text';

export function DraftStatus({ built }: { readonly built: LessonLoadResult | null }) {
  const { t, i18n } = useTranslation();
  if (built && !built.ok) {
    return (
      <div className="lesson-editor-problems" data-testid="editor-problems">
        <h3>{t('lessonEditor.problems')}</h3>
        <ul>
          {draftProblemsText(built.details, i18n).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p className="muted" data-testid="editor-ready">
      {t('lessonEditor.ready')}
    </p>
  );
}
