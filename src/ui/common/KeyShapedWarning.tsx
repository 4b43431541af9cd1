// Said where text is about to be recorded or shared: a key this device knows goes as "[API key]" (the
// runtime scrubs it); text shaped like a key it does not know goes as typed, so the person is told, and the
// text is left as they wrote it (docs/security.md). The texts are shown cut short, never whole.
import { useTranslation } from '../i18n/use-translation';
import { keyShapedTexts, keyShapedTextsIn } from '../../common/secrets/key-shaped';
import { deviceScrubber } from '../../state/device-secrets';
import { useAppStore } from '../store/use-app-store';
import './secrets.css';

/** Under the message being typed: a known key will be scrubbed, an unknown key-shaped text will not. */
export function MessageKeyNote({ message }: { readonly message: string }) {
  const { t } = useTranslation();
  const scrubber = useAppStore(deviceScrubber);
  const found = keyShapedTexts(scrubber.text(message));
  return (
    <>
      {scrubber.holdsSecret(message) ? (
        <p className="muted" role="note" data-testid="known-key-note">
          {t('secrets.knownKey')}
        </p>
      ) : null}
      {found.length > 0 ? (
        <p className="key-shaped-warning" role="note" data-testid="key-shaped-warning">
          ⚠ {t('secrets.keyShaped.message', { found: found.join(', ') })}
        </p>
      ) : null}
    </>
  );
}

/** In the Share dialog: key-shaped text the link would carry (the document is scrubbed already). */
export function SharedKeyWarning({ document }: { readonly document: unknown }) {
  const { t } = useTranslation();
  const found = keyShapedTextsIn(document);
  if (found.length === 0) return null;
  return (
    <p className="key-shaped-warning" role="note" data-testid="key-shaped-warning">
      ⚠ {t('secrets.keyShaped.share', { found: found.join(', ') })}
    </p>
  );
}
