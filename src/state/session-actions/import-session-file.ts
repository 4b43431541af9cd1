// Open by file picker or drag and drop: choose the file, read it, validate it, then open it as a new library
// entry. Every refusal is a notice; nothing on screen changes until the file has been accepted.
import { chooseSessionFile, readSessionFileText } from '../../session/export/session-file';
import type { SessionActionDeps } from './deps';
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
    showNotice({
      kind: 'error',
      text: deps.text.t('loadProblems.fileRefused', { name: chosen.file.name, reason }),
    });
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
  const title = read.document.title;
  const opening = deps.text.t('importFiles.openedSessionFile', { title });
  const endpoint = announceOpenedEndpoint(deps, opened.endpoint);
  showNotice({ kind: 'info', text: endpoint === null ? opening : `${opening} ${endpoint}` });
}
