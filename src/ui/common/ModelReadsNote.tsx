// Said beside tool descriptions and the system prompt on a page that is not in English: they are the model's
// own input, so they are shown (and sent) as written, in English, not translated with the page.
import { useTranslation } from '../i18n/use-translation';

export function ModelReadsNote() {
  const { t, i18n } = useTranslation();
  if (i18n.language === 'en') return null;
  return (
    <p className="muted" data-testid="model-reads-note">
      {t('modelReads.note')}
    </p>
  );
}
