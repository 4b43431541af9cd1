import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import type { Language, ThemeChoice } from '../../state/store';
import { LessonsEntry } from '../lessons/LessonsEntry';
import { SessionsEntry } from '../library/SessionsEntry';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

export function Header() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const setTheme = useAppStore((s) => s.setTheme);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  const themeLabels: Record<ThemeChoice, string> = {
    system: t('header.themeSystem'),
    light: t('header.themeLight'),
    dark: t('header.themeDark'),
  };

  return (
    <header className="app-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◎
        </span>
        <h1 className="brand-name">{t('app.name')}</h1>
        <span className="brand-tagline">{t('app.tagline')}</span>
      </div>
      <div className="header-controls">
        <SessionsEntry />
        <LessonsEntry />
        <div role="group" aria-label={t('header.language')} className="segmented">
          {(Object.keys(LANGUAGE_LABELS) as Language[]).map((code) => (
            <button
              key={code}
              type="button"
              lang={code === 'zh' ? 'zh-CN' : 'en'}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {LANGUAGE_LABELS[code]}
            </button>
          ))}
        </div>
        <label className="select-label">
          <span>{t('header.theme')}</span>
          <select value={theme} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
            {(Object.keys(themeLabels) as ThemeChoice[]).map((choice) => (
              <option key={choice} value={choice}>
                {themeLabels[choice]}
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
