// The keyboard help: a modal dialog listing every shortcut (opened with "?", closed with Escape).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { SHORTCUTS } from './shortcuts';

export function HelpOverlay() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.helpOpen);
  const setOpen = useAppStore((s) => s.setHelpOpen);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="help-overlay" aria-labelledby="help-title" onClose={() => setOpen(false)}>
      <h2 id="help-title">{t('help.title')}</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('help.key')}</th>
            <th scope="col">{t('help.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
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
    </dialog>
  );
}
