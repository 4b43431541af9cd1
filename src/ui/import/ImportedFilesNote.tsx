// Said beside a share link's size: the link names the session's imported files by hash but cannot carry
// them, so it opens only where they are; an export embeds them.
import { useTranslation } from '../i18n/use-translation';
import type { SessionDocument } from '../../session/session-document';
import { sizeText } from './import-words';
import { formatCount } from '../common/format';

export function ImportedFilesNote({ document }: { readonly document: SessionDocument | null }) {
  const { t } = useTranslation();
  const tree = document?.importedTree;
  if (!tree) return null;
  return (
    <span className="import-link-lacks" data-testid="share-meter-imported">
      {' · '}
      {t('importFiles.linkLacksFiles', { files: formatCount(tree.files), size: sizeText(tree.bytes) })}
    </span>
  );
}
