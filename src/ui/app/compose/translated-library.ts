// The library's storage refusals in the page's language. The session layer words them in English (what a
// test or the CLI reads) and names the kind of problem; here, at the one place that wires the browser's
// parts, every refusal that names one is said again through i18next when it happens.
import i18next from 'i18next';
import type { StorageProblem } from '../../../session/export/session-library';
import type { LibraryStorage } from '../../../session/export/library-storage';
import { assertNever } from '../../../common/assert-never';

export function storageProblemText(problem: StorageProblem): string {
  switch (problem.kind) {
    case 'quota':
      return i18next.t('library.storage.quota');
    case 'blocked':
      return i18next.t('library.storage.blocked');
    case 'write-failed':
      return i18next.t('library.storage.writeFailed', { detail: problem.detail });
    case 'open-failed':
      return i18next.t('library.storage.openFailed', { detail: problem.detail });
    case 'read-failed':
      return i18next.t('library.storage.readFailed', { detail: problem.detail });
    default: {
      return assertNever(problem);
    }
  }
}

type Refusable = { readonly ok: boolean; readonly reason?: string; readonly problem?: StorageProblem };

function said<R extends Refusable>(result: R): R {
  return result.ok || result.problem === undefined
    ? result
    : { ...result, reason: storageProblemText(result.problem) };
}

export function translatedLibrary(library: LibraryStorage): LibraryStorage {
  return {
    read: () => library.read().then(said),
    create: (...args) => library.create(...args).then(said),
    save: (...args) => library.save(...args).then(said),
    rename: (...args) => library.rename(...args).then(said),
    duplicate: (...args) => library.duplicate(...args).then(said),
    remove: (...args) => library.remove(...args).then(said),
    setOpenFailure: (...args) => library.setOpenFailure(...args).then(said),
    setBreakpoints: (...args) => library.setBreakpoints(...args).then(said),
    readDrafts: (id) => library.readDrafts(id),
    saveDrafts: (...args) => library.saveDrafts(...args).then(said),
  };
}
