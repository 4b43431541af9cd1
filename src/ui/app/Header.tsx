import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import type { ThemeChoice } from '../../state/store';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  THEME_CHOICES,
  THEME_LABEL_KEYS,
  langAttribute,
} from '../common/preference-choices';
import { LessonsEntry } from '../lessons/LessonsEntry';
import { SessionsEntry } from '../library/SessionsEntry';
import { PresenterControls } from '../presenter/PresenterControls';

export function Header() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const setTheme = useAppStore((s) => s.setTheme);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  // Compact (ui/app/compact/): the name is read out, the mark alone shown, so the controls keep their row.
  const compact = useAppStore((s) => s.compactLayout);

  return (
    <header className="app-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◎
        </span>
        <h1 className={compact ? 'brand-name sr-only' : 'brand-name'}>{t('app.name')}</h1>
        <span className="brand-tagline">{t('app.tagline')}</span>
      </div>
      <div className="header-controls">
        <SessionsEntry />
        <LessonsEntry />
        <PresenterControls />
        <div role="group" aria-label={t('header.language')} className="segmented">
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={langAttribute(code)}
              aria-pressed={language === code}
              onClick={() => void setLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
        <label className="select-label" title={t('header.theme')}>
          <span aria-hidden="true" translate="no" className="select-glyph">
            ◐
          </span>
          <span className="sr-only">{t('header.theme')}</span>
          <select value={theme} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
            {THEME_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(THEME_LABEL_KEYS[choice])}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?" title={t('help.open')}>
          <span aria-hidden="true">?</span>
          <span className="sr-only">{t('help.open')}</span>
        </button>
      </div>
    </header>
  );
}
