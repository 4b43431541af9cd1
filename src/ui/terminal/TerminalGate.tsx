// The Terminal region until it is first used: xterm.js and the terminal's shell worker are not fetched for a
// terminal nobody touches (issue 14). Clicking, focusing or typing into the placeholder starts it; from then
// on it stays (for this app: terminal-services.ts), and a terminal that cannot load says so in place with a retry.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lazyPart } from '../common/lazy-part';
import { useAppServices } from '../store/app-services';

const LoadedTerminal = lazyPart('terminal', async () => {
  const [region] = await Promise.all([
    import('./TerminalRegion'),
    import('./xterm-loader').then((m) => m.preloadXterm()),
  ]);
  return region.TerminalRegion;
});

export function TerminalGate() {
  const { t } = useTranslation();
  const { terminal } = useAppServices();
  const [started, setStarted] = useState(() => terminal.started());
  if (started) return <LoadedTerminal />;
  const start = () => {
    terminal.start();
    setStarted(true);
  };
  return (
    <div className="terminal-region terminal-idle" data-testid="terminal-idle">
      <p className="muted">{t('lazy.terminalIdle')}</p>
      <button type="button" data-testid="terminal-start" onClick={start}>
        {t('lazy.terminalStart')}
      </button>
    </div>
  );
}
