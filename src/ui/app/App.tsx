// The product's frame: header, the four main regions later panels fill, and a status bar.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { Header } from './Header';
import { Region } from './Region';
import { StatusBar } from './StatusBar';
import { WorkspaceRegion } from './WorkspaceRegion';

export function App() {
  const { t, i18n } = useTranslation();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);

  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [i18n, language]);

  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToMain')}
      </a>
      <Header />
      <main id="main" className="app-main">
        <Region id="workspace" title={t('regions.workspace')}>
          <WorkspaceRegion />
        </Region>
        <Region id="conversation" title={t('regions.conversation')}>
          <p className="empty-state">{t('empty.conversation')}</p>
        </Region>
        <Region id="inspector" title={t('regions.inspector')}>
          <p className="empty-state">{t('empty.inspector')}</p>
        </Region>
        <Region id="terminal" title={t('regions.terminal')}>
          <p className="empty-state">{t('empty.terminal')}</p>
        </Region>
      </main>
      <StatusBar />
    </div>
  );
}
