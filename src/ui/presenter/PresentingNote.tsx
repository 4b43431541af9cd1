// What "Present" changed, said where it stays in view (the status bar): the button's pressed colour alone
// was missed, and the keys it gives are not on screen anywhere else (issue 33, item 6).
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';

export function PresentingNote() {
  const { t } = useTranslation();
  const presenting = useAppStore((s) => s.presenting);
  if (!presenting) return null;
  return (
    <span role="status" className="presenting-note" data-testid="presenting-note">
      <span aria-hidden="true">▶</span> {t('presenter.presenting')}
    </span>
  );
}
