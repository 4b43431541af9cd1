// The keyboard help: a dialog listing every shortcut (opened with "?", closed with Escape like every dialog).
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { ModalDialog } from '../common/ModalDialog';
import { HELP_ROWS } from './shortcuts';

export function HelpOverlay() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.helpOpen);
  const setOpen = useAppStore((s) => s.setHelpOpen);

  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy="help-title" className="help-overlay">
      <h2 id="help-title">{t('help.title')}</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('help.key')}</th>
            <th scope="col">{t('help.action')}</th>
          </tr>
        </thead>
        <tbody>
          {HELP_ROWS.map((s) => (
            <tr key={`${s.keys} ${s.labelKey}`}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{t(s.labelKey)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => setOpen(false)} autoFocus>
        {t('help.close')}
      </button>
    </ModalDialog>
  );
}
