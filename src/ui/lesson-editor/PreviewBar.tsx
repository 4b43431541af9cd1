// Above the guide while the author previews a draft as a student: what this is, and the way back.
import { useTranslation } from 'react-i18next';
import { setLessonEditor } from './editor-state';

export function PreviewBar() {
  const { t } = useTranslation();
  return (
    <p className="lesson-editor-preview" role="status" data-testid="lesson-preview">
      <span>{t('lessonEditor.previewing')}</span>
      <button type="button" onClick={() => setLessonEditor({ mode: 'edit' })}>
        {t('lessonEditor.backToEditor')}
      </button>
    </p>
  );
}
