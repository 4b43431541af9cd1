// Before Export writes a file whose endpoint address looks like it holds a credential: the warning, and the
// two ways on (without it, or as it is). Nothing is written until the person chooses; Escape writes nothing.
import { useTranslation } from '../i18n/use-translation';
import type { SessionDocument } from '../../session/session-document';
import { withoutEndpointCredentials } from '../../state/ways-out';
import { ModalDialog } from '../common/ModalDialog';
import { EndpointTokenNote } from '../share/EndpointTokenNote';
import { useText } from '../i18n/lessons-ui-text';

interface Props {
  readonly document: SessionDocument;
  readonly onExport: (document: SessionDocument) => void;
  readonly onClose: () => void;
}

export function ExportTokenPrompt({ document, onExport, onClose }: Props) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <ModalDialog open onClose={onClose} labelledBy="export-token-title" className="export-token-prompt">
      <div data-testid="export-token-prompt">
        <h2 id="export-token-title">{text('export')}</h2>
        <EndpointTokenNote document={document} where="export" dropped={false} onDrop={() => undefined} />
        <button type="button" onClick={() => onExport(withoutEndpointCredentials(document))}>
          {t('secrets.endpointToken.exportWithout')}
        </button>{' '}
        <button type="button" onClick={() => onExport(document)}>
          {t('secrets.endpointToken.exportAsIs')}
        </button>{' '}
        <button type="button" onClick={onClose}>
          {text('close')}
        </button>
      </div>
    </ModalDialog>
  );
}
