// The product's frame: header, the resizable playground (workspace, terminal, conversation, inspector), the
// keyboard help, and a status bar.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import { Header } from './Header';
import { PlaygroundLayout } from './PlaygroundLayout';
import { HelpOverlay } from '../shortcuts/HelpOverlay';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { StatusBar } from './StatusBar';
import { usePresenter } from '../presenter/use-presenter';

export function App() {
  const { t, i18n } = useTranslation();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  useShortcuts(usePresenter());

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
        <PlaygroundLayout />
      </main>
      <HelpOverlay />
      <StatusBar />
    </div>
  );
}
