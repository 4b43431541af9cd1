// Above the guide while the author previews a draft as a student: what this is, and the way back. The draft
// was never left (it is in the editor's store); the preview reopened its session at the start, so going back
// runs it again to its end, for the pickers to read its trace as before.
import { useTranslation } from '../i18n/use-translation';
import { useSessionActions } from '../store/session-actions';
import { useLessonEditorStore } from './editor-state';

export function PreviewBar() {
  const { t } = useTranslation();
  const editor = useLessonEditorStore();
  const actions = useSessionActions();
  return (
    <p className="lesson-editor-preview" role="status" data-testid="lesson-preview">
      <span>{t('lessonEditor.previewing')}</span>
      <button
        type="button"
        onClick={() => {
          editor.set({ mode: 'edit' });
          void actions.drive('run');
        }}
      >
        {t('lessonEditor.backToEditor')}
      </button>
    </p>
  );
}
