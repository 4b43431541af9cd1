// "Your lessons" in the gallery: the lessons written in the editor and kept in this browser (open, edit,
// delete), and the import of a `.lesson.json` file, which is checked like any lesson file before it is kept.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ShelfRead } from '../../session/lessons/authoring/lesson-shelf';
import { draftOf } from '../../session/lessons/authoring/lesson-draft';
import { loadLessonText } from '../../session/lessons/load-lesson';
import { loadProblemsText } from '../reasons/load-problem-text';
import type { Lesson } from '../../session/lessons/lesson';
import { FilePickerButton } from '../common/FilePickerButton';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { useLessonEditorStore } from './editor-state';

export function YourLessons({ onClose }: { readonly onClose: () => void }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const editor = useLessonEditorStore();
  const language = useAppStore((s) => s.language);
  const revision = useAppStore((s) => s.libraryRevision);
  const [read, setRead] = useState<ShelfRead | null>(null);
  useEffect(() => {
    let current = true;
    void actions
      .writtenLessons()
      .then((w) => w.read())
      .then((next) => {
        if (!current) return;
        if (next.ok) setRead(next.value);
        else actions.showNotice({ kind: 'error', text: next.reason });
      });
    return () => {
      current = false;
    };
  }, [revision, actions]);
  const notice = (text: string, kind: 'info' | 'error' = 'info') => actions.showNotice({ kind, text });
  const open = async (lesson: Lesson, edit: boolean) => {
    onClose();
    const opened = await actions
      .writtenLessons()
      .then((w) => w.open(lesson, edit ? { saveAs: null } : { saveAs: 'lesson', fromShelf: true }));
    if (!opened.ok) return notice(opened.reason, 'error');
    editor.set(edit ? { mode: 'edit', draft: draftOf(lesson) } : { mode: 'closed' });
    // Edit opens the session at its start: run it to its end, so the answer pickers read its trace (they
    // showed a checkpoint's selector as raw JSON while nothing had run).
    if (edit) await actions.drive('run');
  };
  const remove = async (id: string) => {
    const removed = await actions.writtenLessons().then((w) => w.remove(id));
    if (!removed.ok) notice(removed.reason, 'error');
  };
  const importFiles = async (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    const loaded = loadLessonText(await file.text());
    if (!loaded.ok)
      return notice(t('lessonEditor.importRefused', { reason: loadProblemsText(loaded.details) }), 'error');
    const kept = await actions.writtenLessons().then((w) => w.save(loaded.lesson));
    notice(
      kept.ok ? t('lessonEditor.imported', { title: loaded.lesson.title[language] }) : kept.reason,
      kept.ok ? 'info' : 'error',
    );
  };
  const lessons = read?.lessons ?? [];
  return (
    <section className="your-lessons" data-testid="your-lessons" aria-labelledby="your-lessons-title">
      <h3 id="your-lessons-title">{t('lessonEditor.yourLessons')}</h3>
      {read && lessons.length === 0 ? <p className="muted">{t('lessonEditor.yourLessonsEmpty')}</p> : null}
      <ul className="library-list">
        {lessons.map(({ id, lesson }) => (
          <li key={id} data-your-lesson={id}>
            <span>{lesson.title[language]}</span>{' '}
            <button type="button" onClick={() => void open(lesson, false)}>
              {t('lessonsUi.open')}
            </button>{' '}
            <button type="button" onClick={() => void open(lesson, true)}>
              {t('lessonEditor.edit')}
            </button>{' '}
            <button type="button" onClick={() => void remove(id)}>
              {t('lessonEditor.delete')}
            </button>
          </li>
        ))}
        {(read?.refused ?? []).map(({ id, reason }) => (
          <li key={id} className="muted">
            {t('lessonEditor.refusedRecord', { id, reason })}
          </li>
        ))}
      </ul>
      <FilePickerButton
        accept=".json,application/json"
        testId="lesson-file-input"
        onFiles={(files) => void importFiles(files)}
      >
        {t('lessonEditor.importFile')}
      </FilePickerButton>
    </section>
  );
}
