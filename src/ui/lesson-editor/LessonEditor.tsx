// The lesson editor, a large dialog (EditorFrame): start from the session on screen, a blank one or one of the library's, write
// notes and checkpoints against its steps with pickers over the live trace, and see at once whether the
// lesson document is valid. Preview opens the draft as a student would (the real guide, answers hidden
// until their step has run); Save keeps it in "Your lessons"; Export downloads a `.lesson.json`; Share gives
// a link that carries the lesson whole. Each takes the session's live document at that moment, so a script
// edited meanwhile is the one saved, and checkpoints whose answers that edit moved are flagged here.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { buildLesson, lessonIdFor, type LessonDraft } from '../../session/lessons/authoring/lesson-draft';
import { fallbackLanguages } from '../../session/lessons/authoring/one-language';
import { completedStepOf } from '../../session/lessons/guide-state';
import { draftProblemsText } from './draft-problem-text';
import { DraftStatus } from './DraftStatus';
import { checkAnswer } from '../../session/lessons/authoring/moved-answers';
import {
  checkpointOnScreen,
  noteOnScreen,
  withNoteInOrder,
} from '../../session/lessons/authoring/guide-items-on-screen';
import { eventsAsOf } from '../../state/selectors';
import { endedSteps } from '../../session/lessons/authoring/trace-picks';
import { shareWrittenLesson } from '../../session/lessons/authoring/share-written-lesson';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import type { Checkpoint, Lesson, LessonNote } from '../../session/lessons/lesson';
import { openAtCursor } from '../../state/session-actions/live-document';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { BilingualField } from './BilingualField';
import { CheckpointEditor } from './CheckpointEditor';
import { NoteEditor } from './NoteEditor';
import { anchorOptions, answerOptions, focusOptions } from './pick-options';
import { useLessonEditor, useLessonEditorStore } from './editor-state';
import { EditorFrame } from './EditorFrame';
import { downloadLessonFile } from '../share/lesson-file';
import { StartPanel } from './StartPanel';
import { appBaseUrl, sessionLinkUrl } from '../share/share-urls';
import { WrittenLessonLink } from '../share/WrittenLessonLink';
import './lesson-editor.css';

/** Blank lines between choices are not choices. */
function tidy(draft: LessonDraft): LessonDraft {
  return {
    ...draft,
    checkpoints: draft.checkpoints.map((c) => ({ ...c, choices: c.choices.filter((x) => x.trim() !== '') })),
  };
}

function nextCheckpointId(draft: LessonDraft): string {
  const ids = new Set(draft.checkpoints.map((c) => c.id));
  for (let n = draft.checkpoints.length + 1; ; n += 1)
    if (!ids.has(`checkpoint-${n}`)) return `checkpoint-${n}`;
}

export function LessonEditor() {
  const actions = useSessionActions();
  const { t, i18n } = useTranslation();
  const { draft } = useLessonEditor();
  const editor = useLessonEditorStore();
  const session = useAppStore((s) => s.currentSession);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const language = useAppStore((s) => s.language);
  const keys = useAppStore((s) => s.providerKeys);
  const phase = useAppStore((s) => s.runtimeStatus?.phase);
  // A session opened at its start is "running" but paused: only an unpaused run is on its way to the end.
  const runningOn = useAppStore((s) => s.runtimeStatus?.phase === 'running' && !s.runtimeStatus.paused);
  const [link, setLink] = useState<{ readonly url: string; readonly lesson: Lesson } | null>(null);
  const [takenIds, setTakenIds] = useState<readonly string[]>(LESSONS.map((l) => l.id));
  useEffect(() => {
    let current = true;
    void actions
      .writtenLessons()
      .then((w) => w.read())
      .then((read) => {
        if (current && read.ok)
          setTakenIds([...LESSONS.map((l) => l.id), ...read.value.lessons.map((l) => l.id)]);
      });
    return () => {
      current = false;
    };
  }, [actions]);

  const anchors = useMemo(() => anchorOptions(events, t), [events, t]);
  const focuses = useMemo(() => focusOptions(events, t), [events, t]);
  const answers = useMemo(() => answerOptions(events, t), [events, t]);
  // A new lesson's id follows its English title until it is first saved (then it is the saved one's).
  const named = useMemo(
    () => (draft && draft.id === '' ? { ...draft, id: lessonIdFor(draft.title.en, takenIds) } : draft),
    [draft, takenIds],
  );
  const built = useMemo(
    () => (named && session ? buildLesson(tidy(named), session.document) : null),
    [named, session],
  );

  if (!draft || !named || !session)
    return <StartPanel onStart={(started) => editor.set({ draft: started })} />;

  const notice = (text: string, kind: 'info' | 'error' = 'info') => actions.showNotice({ kind, text });
  /** The lesson with the session as it stands now (a script edited since is in it). */
  const liveLesson = async (): Promise<Lesson | null> => {
    const document = await actions.liveDocument(session);
    const result = buildLesson(tidy(named), document);
    if (!result.ok) notice(draftProblemsText(result.details, i18n).join(' '), 'error');
    return result.ok ? result.lesson : null;
  };
  const setNotes = (notes: readonly LessonNote[]) => editor.updateDraft((d) => ({ ...d, notes }));
  const setCheckpoints = (checkpoints: readonly Checkpoint[]) =>
    editor.updateDraft((d) => ({ ...d, checkpoints }));
  const moved = draft.checkpoints.filter((c) => checkAnswer(c, events).kind === 'moved');
  // Where "Add a note" and "Add a checkpoint" put them: the screen the page stands at.
  const shown = eventsAsOf(events, cursorSeq);
  const lastStep = Math.max(1, ...endedSteps(events));
  const noteStep = completedStepOf(shown);
  const nextCheckpoint = checkpointOnScreen(nextCheckpointId(draft), shown, lastStep);
  const falling = fallbackLanguages(draft);

  const preview = async () => {
    const lesson = await liveLesson();
    if (!lesson) return;
    const opened = await actions.writtenLessons().then((w) => w.open(lesson, { saveAs: null }));
    if (opened.ok) editor.set({ mode: 'preview' });
    else notice(opened.reason, 'error');
  };
  const save = async () => {
    const lesson = await liveLesson();
    if (!lesson) return;
    const kept = await actions.writtenLessons().then((w) => w.save(lesson));
    // Saved again later, it replaces this one rather than taking the next free id.
    if (kept.ok) editor.updateDraft((d) => ({ ...d, id: lesson.id }));
    notice(
      kept.ok ? t('lessonEditor.saved', { title: lesson.title[language] }) : kept.reason,
      kept.ok ? 'info' : 'error',
    );
  };
  const exportFile = async () => {
    const lesson = await liveLesson();
    if (lesson) downloadLessonFile(lesson);
  };
  const share = async () => {
    const document = await actions.liveDocument(session);
    const secrets = Object.values(keys).map((key) => key.apiKey);
    const at = openAtCursor(events, cursorSeq, null);
    const shared = shareWrittenLesson(tidy(named), document, at, language, secrets);
    if (!shared.ok) return notice(shared.reason, 'error');
    // The address the header's Share gives too: the page's, its language, the lesson in the fragment.
    setLink({
      url: sessionLinkUrl(appBaseUrl(window.location.href), shared.fragment, language),
      lesson: shared.lesson,
    });
  };

  return (
    <EditorFrame>
      <div className="lesson-editor-body">
        {phase === 'finished' ? null : runningOn ? (
          <p className="muted" role="status">
            {t('lessonEditor.rerunning')}
          </p>
        ) : (
          <p className="muted">
            {t('lessonEditor.runHint')}{' '}
            <button type="button" data-testid="editor-run" onClick={() => void actions.drive('run')}>
              {t('lessonEditor.runToEnd')}
            </button>
          </p>
        )}
        {moved.length > 0 ? (
          <p role="alert" className="lesson-editor-moved" data-testid="moved-summary">
            {t('lessonEditor.movedTitle')}
            {t('punctuation.colon')}
            {moved.map((c) => c.id).join(', ')}
          </p>
        ) : null}
        <p className="muted" data-testid="editor-languages">
          {t('lessonEditor.languages')}
        </p>
        {falling.map((language) => (
          <p key={language} className="muted" data-falls-back={language}>
            {t(`lessonEditor.fallsBack.${language}`)}
          </p>
        ))}
        <BilingualField
          label={t('lessonEditor.lessonTitle')}
          value={draft.title}
          testId="lesson-title"
          onChange={(title) => editor.updateDraft((d) => ({ ...d, title }))}
        />
        <BilingualField
          label={t('lessonEditor.summary')}
          value={draft.summary}
          multiline
          testId="lesson-summary"
          onChange={(summary) => editor.updateDraft((d) => ({ ...d, summary }))}
        />
        <p className="muted">{t('lessonEditor.onScreen')}</p>
        <h3>{t('lessonEditor.notes')}</h3>
        <div className="lesson-editor-items">
          {draft.notes.map((note, i) => (
            <NoteEditor
              key={i}
              index={i}
              note={note}
              anchors={anchors}
              focuses={focuses}
              onChange={(next) => setNotes(draft.notes.map((n, j) => (j === i ? next : n)))}
              onRemove={() => setNotes(draft.notes.filter((_, j) => j !== i))}
            />
          ))}
        </div>
        <button
          type="button"
          data-testid="add-note"
          onClick={() => setNotes(withNoteInOrder(draft.notes, noteOnScreen(shown)))}
        >
          {t('lessonEditor.addNoteAt', {
            where:
              noteStep === 0
                ? t('lessonEditor.anchorStart')
                : t('lessonEditor.anchorStep', { step: noteStep }),
          })}
        </button>
        <h3>{t('lessonEditor.checkpoints')}</h3>
        <div className="lesson-editor-items">
          {draft.checkpoints.map((checkpoint, i) => (
            <CheckpointEditor
              key={checkpoint.id}
              index={i}
              checkpoint={checkpoint}
              answers={answers}
              check={checkAnswer(checkpoint, events)}
              onChange={(next) => setCheckpoints(draft.checkpoints.map((c, j) => (j === i ? next : c)))}
              onRemove={() => setCheckpoints(draft.checkpoints.filter((_, j) => j !== i))}
            />
          ))}
        </div>
        <button
          type="button"
          data-testid="add-checkpoint"
          onClick={() => setCheckpoints([...draft.checkpoints, nextCheckpoint])}
        >
          {t('lessonEditor.addCheckpointAt', { step: nextCheckpoint.step })}
        </button>
        {link ? (
          <section className="lesson-editor-field" aria-label={t('lessonEditor.shareLink')}>
            <span>{t('lessonEditor.shareLink')}</span>
            <WrittenLessonLink url={link.url} lesson={link.lesson} testId="lesson-link" />
          </section>
        ) : null}
      </div>
      <footer className="lesson-editor-footer">
        <DraftStatus built={built} />
        <div className="lesson-editor-actions" role="group">
          <button type="button" disabled={!built?.ok} onClick={() => void preview()}>
            {t('lessonEditor.preview')}
          </button>
          <button type="button" disabled={!built?.ok} onClick={() => void save()}>
            {t('lessonEditor.save')}
          </button>
          <button type="button" disabled={!built?.ok} onClick={() => void exportFile()}>
            {t('lessonEditor.export')}
          </button>
          <button type="button" disabled={!built?.ok} onClick={() => void share()}>
            {t('lessonEditor.share')}
          </button>
        </div>
      </footer>
    </EditorFrame>
  );
}
