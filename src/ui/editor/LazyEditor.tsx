import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** Monaco behind a dynamic import: the page draws first, the editor arrives in its own chunk. */
export function LazyEditor(props: CodeEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="empty-state">{t('editor.loading')}</p>}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
