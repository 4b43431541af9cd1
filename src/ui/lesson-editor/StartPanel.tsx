// Where a lesson starts: the session on screen, a new blank session, or one of the library's sessions
// (opened first, then written against). With nothing on screen the blank session is the one offered first
// (issue 33 item 4). A lesson already on screen (a saved lesson opened for editing) starts from its own guide.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { draftOf, newDraft, type LessonDraft } from '../../session/lessons/authoring/lesson-draft';
import { draftTitleFor } from '../../session/lessons/authoring/draft-title';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { useLibrary } from '../store/use-library';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { EditorFrame } from './EditorFrame';

interface Props {
  /** Starts writing this draft, against the session then on screen. */
  readonly onStart: (draft: LessonDraft) => void;
}

const CURRENT = '';
/** Not a library id (those are generated names without a `#`). */
const BLANK = '#blank';

export function StartPanel({ onStart }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const session = useAppStore((s) => s.currentSession);
  const read = useLibrary(true);
  const entries = read?.ok ? read.entries : [];
  const [picked, setChoice] = useState<string | null>(null);
  const choice = picked ?? (session ? CURRENT : BLANK);
  const start = async () => {
    if (choice === BLANK) {
      const title = t('library.blankTitle');
      const opened = await actions.createBlankSession(title);
      if (!opened.ok) return actions.showNotice({ kind: 'error', text: opened.reason });
      return onStart(newDraft('', draftTitleFor(title, null)));
    }
    if (choice !== CURRENT) {
      const entry = entries.find((e) => e.id === choice);
      if (!entry) return;
      const opened = await actions.switchToEntry(entry);
      if (!opened.ok) return actions.showNotice({ kind: 'error', text: opened.reason });
      return onStart(newDraft('', draftTitleFor(entry.title, null)));
    }
    if (!session) return;
    // A written lesson on screen is edited as itself; any other session (a built-in lesson too) starts anew.
    if (session.lesson) return onStart(draftOf(session.lesson));
    const builtIn = session.lessonId ? (lessonById(session.lessonId)?.title ?? null) : null;
    onStart(newDraft('', draftTitleFor(session.document.title, builtIn)));
  };
  return (
    <EditorFrame>
      <div className="lesson-editor-body">
        <p>{t('lessonEditor.startIntro')}</p>
        <label className="lesson-editor-field">
          <span>{t('lessonEditor.startFrom')}</span>
          <select data-testid="editor-start-from" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value={CURRENT} disabled={!session}>
              {t('lessonEditor.current')}
            </option>
            <option value={BLANK}>{t('lessonEditor.blank')}</option>
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" data-testid="editor-start" onClick={() => void start()}>
          {t('lessonEditor.start')}
        </button>
      </div>
    </EditorFrame>
  );
}
