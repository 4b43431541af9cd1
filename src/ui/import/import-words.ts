// An import's refusal and progress in the page's words (the importFiles section of the i18n files). Sizes are
// decimal, like every size the page shows (1 MB = 1,000,000 bytes).
import i18next from 'i18next';
import type { ImportProgress, ImportRefusal } from '../../state/session-actions/open-imported-files';
import { assertNever } from '../../common/assert-never';
import { formatCount } from '../common/format';

/** At most one decimal, its whole part grouped as `formatCount` does. */
function oneDecimal(value: number): string {
  const tenths = Math.round(value * 10);
  const whole = formatCount(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
}

export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${oneDecimal(bytes / 1_000_000)} MB`;
  if (bytes >= 1_000) return `${oneDecimal(bytes / 1_000)} KB`;
  return `${bytes} B`;
}

export function refusalText(refusal: ImportRefusal | { readonly kind: 'unavailable' }): string {
  const key = `importFiles.refused.${refusal.kind}`;
  switch (refusal.kind) {
    case 'too-many-files':
      return i18next.t(key, { files: formatCount(refusal.files), limit: formatCount(refusal.limit) });
    case 'too-many-bytes':
      return i18next.t(key, { size: sizeText(refusal.bytes), limit: sizeText(refusal.limit) });
    case 'bad-path':
    case 'path-conflict':
      return i18next.t(key, { path: refusal.path });
    case 'bad-zip':
    case 'storage':
      return i18next.t(key, { detail: refusal.detail });
    case 'unreadable':
      return i18next.t(key, { path: refusal.path, detail: refusal.detail });
    case 'zip-entry-lies':
      return i18next.t(`${key}.${refusal.problem}`, { path: refusal.path, size: sizeText(refusal.stated) });
    case 'empty':
    case 'embedded-mismatch':
    case 'unavailable':
      return i18next.t(key);
    default: {
      return assertNever(refusal);
    }
  }
}

export function progressText(progress: ImportProgress): string {
  const values = { done: formatCount(progress.done), total: formatCount(progress.total) };
  return i18next.t(`importFiles.${progress.phase}`, values);
}

/** Reading, hashing and storing each count for a third of the bar. */
export function progressFraction(progress: ImportProgress): number {
  const part = progress.total === 0 ? 1 : progress.done / progress.total;
  const before = { reading: 0, hashing: 1, storing: 2 }[progress.phase];
  return (before + part) / 3;
}
