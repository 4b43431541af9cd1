// The editor's frame, the same whether it asks where to start or holds a draft: a large dialog (decision
// 0722; both languages' fields side by side need more room than the guide's dock had), its name, Close (the
// draft is kept in the editor's store: "Write a lesson" brings it back), and the page's notice, which the
// dialog would otherwise cover (Saved, a refusal).
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ModalDialog } from '../common/ModalDialog';
import { useAppStore } from '../store/use-app-store';
import { useLessonEditor, useLessonEditorStore } from './editor-state';

const TITLE_ID = 'lesson-editor-title';

export function EditorFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const editor = useLessonEditorStore();
  const { mode } = useLessonEditor();
  const notice = useAppStore((s) => s.notice);
  const close = () => editor.set({ mode: 'closed' });
  return (
    <ModalDialog
      open={mode === 'edit'}
      onClose={close}
      labelledBy={TITLE_ID}
      className="lesson-editor-dialog"
    >
      <section className="lesson-editor" data-testid="lesson-editor">
        <header className="lesson-editor-header">
          <h2 id={TITLE_ID}>{t('lessonEditor.title')}</h2>
          <button type="button" onClick={close}>
            {t('lessonEditor.close')}
          </button>
        </header>
        {children}
        {notice ? (
          <p
            role="status"
            className={`lesson-editor-notice lessons-notice-${notice.kind}`}
            data-testid="editor-notice"
          >
            {notice.text}
          </p>
        ) : null}
      </section>
    </ModalDialog>
  );
}
