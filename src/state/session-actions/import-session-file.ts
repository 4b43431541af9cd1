// Open by file picker or drag and drop: choose the file, read it, validate it, then open it as a new library
// entry. Every refusal is a notice; nothing on screen changes until the file has been accepted. A lesson's
// file brings back the learner's progress it carries (`openAt.progress`) once it has opened.
import { chooseSessionFile, readSessionFileText } from '../../session/export/session-file';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { progressFromFile } from '../../session/lessons/lesson-progress';
import type { OpenAt } from '../../session/session-document';
import type { SessionActionDeps } from './deps';
import { withLinkWordsMarked, wordsOfProblems } from './link-words';
import { keepEmbeddedFiles } from './embedded-files';
import { announceOpenedEndpoint } from './endpoint-notice';
import { returnTo } from './library-actions';
import { openDocument } from './open-document';

export async function importSessionFiles(deps: SessionActionDeps, files: readonly File[]): Promise<void> {
  const { showNotice } = deps.store.getState();
  const chosen = chooseSessionFile(files);
  if (!chosen.ok) {
    showNotice({ kind: 'error', text: deps.text.loadProblems([chosen.problem]) });
    return;
  }
  const read = readSessionFileText(chosen.file.name, await chosen.file.text());
  if (!read.ok) {
    // Worded from the reader's codes in the page's language; the English `reason` is the CLI's.
    const reason = deps.text.loadProblems(read.details);
    const said = deps.text.t('loadProblems.fileRefused', { name: chosen.file.name, reason });
    // The schema's words quote the file's keys: cut, once, marked as the file's (link-words.ts).
    const quote = (words: string) => deps.text.t('linkWords.file', { words });
    showNotice({ kind: 'error', text: withLinkWordsMarked(said, wordsOfProblems(read.details), quote) });
    return;
  }
  const kept = await keepEmbeddedFiles(deps, read.document);
  if (!kept.ok) {
    showNotice({ kind: 'error', text: deps.text.t('importFiles.embeddedMismatch') });
    return;
  }
  const previous = deps.store.getState().activeSessionId;
  // A file exported at a point opens paused there, as a link does.
  const opened = await openDocument(deps, {
    document: kept.document,
    saveAs: 'file',
    step: null,
    ...(kept.document.openAt ? { openAt: kept.document.openAt } : {}),
    ...(read.breakpoints ? { breakpoints: read.breakpoints } : {}),
  });
  if (!opened.ok) {
    showNotice({ kind: 'error', text: opened.reason });
    // The refused load had replaced the session on screen in the runtime: bring that one back.
    if (!opened.superseded) await returnTo(deps, previous);
    return;
  }
  restoreProgress(deps, kept.document.openAt);
  const title = read.document.title;
  const opening = deps.text.t('importFiles.openedSessionFile', { title });
  const endpoint = announceOpenedEndpoint(deps, opened.endpoint);
  showNotice({ kind: 'info', text: endpoint === null ? opening : `${opening} ${endpoint}` });
}

/**
 * The file's progress in its lesson, laid over what this browser keeps for that lesson (the guide shows the
 * file's guesses). Only a built-in lesson's, and only its own checkpoints and choices (progressFromFile).
 */
function restoreProgress(deps: SessionActionDeps, openAt: OpenAt | undefined): void {
  const lesson = openAt?.lesson === undefined ? undefined : lessonById(openAt.lesson);
  if (!lesson || !openAt?.progress) return;
  deps.store.getState().restoreProgress(lesson.id, progressFromFile(lesson, openAt.progress));
}
