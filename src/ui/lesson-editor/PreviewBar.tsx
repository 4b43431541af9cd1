// Above the guide while the author previews a draft as a student: what this is, and the way back.
import { useTranslation } from 'react-i18next';
import { useLessonEditorStore } from './editor-state';

export function PreviewBar() {
  const { t } = useTranslation();
  const editor = useLessonEditorStore();
  return (
    <p className="lesson-editor-preview" role="status" data-testid="lesson-preview">
      <span>{t('lessonEditor.previewing')}</span>
      <button type="button" onClick={() => editor.set({ mode: 'edit' })}>
        {t('lessonEditor.backToEditor')}
      </button>
    </p>
  );
}
