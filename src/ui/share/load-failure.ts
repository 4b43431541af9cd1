// A session the runtime refused to load, said in words a person can act on. The runtime answers with its
// own reason: a sentence from the runtime (a missing API key, a bad tool), or a workspace error in the
// errno shape the VFS throws (`EINVAL: invalid argument, restore 'a/../../b'`), which means nothing to a
// reader. Those are translated; a sentence is kept as it is inside a frame that says what was not opened.
import i18next from 'i18next';
import type { OpenFailure } from '../../session/export/session-library';
import type { OpenedFrom } from '../../state/session-actions/opened-from';
import { sizeText } from '../import/import-words';
import { assertNever } from '../../common/assert-never';

export type { OpenedFrom };

/**
 * `EINVAL: invalid argument, restore 'path'`: the VFS's message shape (vfs/vfs-error.ts), alone or at the end
 * of the runtime's own frame ("The runtime could not load this session: EINVAL: …").
 */
const VFS_ERROR = /(?:^|:\s+)(E[A-Z]+): [^,]*, (\w+) '(.*)'$/s;

/** The runtime's reason for an imported session whose files are not here (runtime/host/imported-workspace.ts). */
const MISSING_TREE = /The imported files of this session \((\d+) files, (\d+) bytes/;

export function loadFailureText(reason: string, from: OpenedFrom): string {
  const why = explainLoadReason(reason);
  switch (from) {
    case 'link':
      return i18next.t('library.loadFailure.link', { why });
    case 'file':
      return i18next.t('library.loadFailure.file', { why });
    case 'lesson':
    case 'new':
    case 'library':
      return i18next.t('library.loadFailure.session', { why });
    default: {
      return assertNever(from);
    }
  }
}

/** The reason alone (as the Sessions panel shows it beside an entry whose last open failed). */
export function explainLoadReason(reason: string): string {
  const tree = MISSING_TREE.exec(reason);
  if (tree) return i18next.t('importFiles.treeMissing', { files: tree[1], size: sizeText(Number(tree[2])) });
  const vfs = VFS_ERROR.exec(reason.trim());
  if (!vfs) return reason.replace(/\.\s*$/, '');
  const [, code, syscall, path = ''] = vfs;
  if (syscall === 'restore') {
    const leaves = path.startsWith('/') || path.split(/[\\/]/).includes('..');
    return i18next.t(leaves ? 'library.loadFailure.workspaceOutside' : 'library.loadFailure.workspaceEntry', {
      path,
    });
  }
  return i18next.t('library.loadFailure.workspaceOther', { path, code });
}

/** Why a library entry's last open failed, in the page's language. */
export function openFailureText(failure: OpenFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return explainLoadReason(failure.reason);
    case 'unfinished':
      return i18next.t('library.unfinishedOpen');
    default: {
      return assertNever(failure);
    }
  }
}
