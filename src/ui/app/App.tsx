// The product's frame: header, the resizable playground (workspace, terminal, conversation, inspector), the
// keyboard help, and a status bar. In a narrow window or with large text, the compact layout (compact/).
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { Header } from './Header';
import { PlaygroundLayout } from './PlaygroundLayout';
import { HelpOverlay } from '../shortcuts/HelpOverlay';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { StatusBar } from './StatusBar';
import { usePresenter } from '../presenter/use-presenter';
import { useCompactLayout } from './compact/use-compact-layout';
import { useCompactRegionFollowsFocus } from './compact/use-compact-region-follows-focus';
import { RegionSwitcher } from './compact/RegionSwitcher';
import './compact/compact.css';

export function App() {
  const { t, i18n } = useTranslation();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  useShortcuts(usePresenter());
  const stage = useRef<HTMLDivElement>(null);
  const compact = useCompactLayout(stage);
  useCompactRegionFollowsFocus();

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
        {/* Compact (a narrow window, large text): one region on the stage at a time, the switcher above it. The
            panes stay mounted under it, so a region keeps its state across a switch. */}
        {compact ? <RegionSwitcher /> : null}
        <div ref={stage} className="playground-stage">
          <PlaygroundLayout />
        </div>
      </main>
      <HelpOverlay />
      <StatusBar />
    </div>
  );
}
