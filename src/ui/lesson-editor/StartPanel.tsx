// Where a lesson starts: the session on screen, or one of the library's sessions (opened first, then written
// against). A lesson already on screen (a saved lesson opened for editing) starts from its own guide.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../session/lessons/lesson';
import { useLibrary } from '../store/use-library';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { EditorFrame } from './EditorFrame';

interface Props {
  /** Starts writing: a new draft titled after the session, or the draft of the lesson already on screen. */
  readonly onStart: (title: string, from: Lesson | null) => void;
}

const CURRENT = '';

export function StartPanel({ onStart }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const session = useAppStore((s) => s.currentSession);
  const read = useLibrary(true);
  const entries = read?.ok ? read.entries : [];
  const [choice, setChoice] = useState(CURRENT);
  const start = async () => {
    if (choice !== CURRENT) {
      const entry = entries.find((e) => e.id === choice);
      if (!entry) return;
      const opened = await actions.switchToEntry(entry);
      if (!opened.ok) return actions.showNotice({ kind: 'error', text: opened.reason });
      onStart(entry.title, null);
      return;
    }
    if (!session) return;
    // A written lesson on screen is edited as itself; any other session (a built-in lesson too) starts anew.
    onStart(session.document.title, session.lesson ?? null);
  };
  return (
    <EditorFrame>
      <p>{t('lessonEditor.startIntro')}</p>
      <label className="lesson-editor-field">
        <span>{t('lessonEditor.startFrom')}</span>
        <select data-testid="editor-start-from" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={CURRENT} disabled={!session}>
            {t('lessonEditor.current')}
          </option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </select>
      </label>
      {!session && choice === CURRENT ? <p className="muted">{t('lessonEditor.noSession')}</p> : null}
      <button
        type="button"
        data-testid="editor-start"
        disabled={choice === CURRENT && !session}
        onClick={() => void start()}
      >
        {t('lessonEditor.start')}
      </button>
    </EditorFrame>
  );
}
