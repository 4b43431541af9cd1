// The editor's frame, the same whether it asks where to start or holds a draft: its name and Close.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLessonEditorStore } from './editor-state';

export function EditorFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const editor = useLessonEditorStore();
  return (
    <section className="lesson-editor" aria-label={t('lessonEditor.title')} data-testid="lesson-editor">
      <header className="lessons-modal-header">
        <h2>{t('lessonEditor.title')}</h2>
        <button type="button" onClick={() => editor.set({ mode: 'closed' })}>
          {t('lessonEditor.close')}
        </button>
      </header>
      {children}
    </section>
  );
}
