// The Terminal region: xterm.js on the emulated Bash over the session's workspace (issue 7). Commands go to
// the runtime worker (it owns the workspace), which judges them like the agent's Bash, runs them in the
// terminal's shell worker and records their file changes. The toolbar shows the state, the shell's limits,
// Stop, and the ASK answer buttons.
import { useEffect, useRef, useState } from 'react';
import { useReasonString } from '../reasons/use-reason-string';
import { riskReason } from '../reasons/risk-reason';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { useAppServices } from '../store/app-services';
import { TextWithSizes } from '../common/ByteSize';
import { useResolvedTheme } from '../theme/use-resolved-theme';
import { TerminalController, type TerminalView } from './terminal-controller';
import type { TerminalLimitsView } from '../ports/terminal-port';
import { DARK_THEME, LIGHT_THEME, loadXterm, terminalFontSize, type LoadedXterm } from './xterm-loader';
import './terminal.css';

export function TerminalRegion() {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  const session = useAppStore((s) => s.initialWorkspace);
  const host = useRef<HTMLDivElement>(null);
  const xterm = useRef<LoadedXterm | null>(null);
  const controller = useRef<TerminalController | null>(null);
  const translate = useRef(t);
  const sayReason = useReasonString();
  const said = useRef(sayReason);
  const initialDark = useRef(dark);
  const textScale = useAppStore((s) => s.textScale);
  const initialScale = useRef(textScale);
  const [view, setView] = useState<TerminalView>({ phase: { kind: 'idle' }, cwd: '/workspace' });
  const [limits, setLimits] = useState<TerminalLimitsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const port = useAppServices().terminal.port.current();
  const actions = useSessionActions();

  useEffect(() => {
    translate.current = t;
    said.current = sayReason;
    xterm.current?.terminal.textarea?.setAttribute('aria-label', t('terminal.label'));
  }, [t, sayReason]);

  useEffect(() => {
    const element = host.current;
    if (!element || !port) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadXterm(initialDark.current, initialScale.current).then(
      (loaded) => {
        if (disposed) return loaded.terminal.dispose();
        xterm.current = loaded;
        loaded.terminal.open(element);
        // xterm creates its input textarea on open: name it for screen readers.
        loaded.terminal.textarea?.setAttribute('aria-label', translate.current('terminal.label'));
        loaded.fit.fit();
        observer = new ResizeObserver(() => loaded.fit.fit());
        observer.observe(element);
        controller.current = new TerminalController(loaded.terminal, {
          port,
          t: (key, values) => translate.current(key, values ?? {}),
          sayReason: (decision) => said.current(riskReason(decision)),
          // A command changed files: the tree shows them at once, being the person's own (the runtime holds
          // them back only while the agent has changed files in events not yet stepped to).
          workspaceChanged: () => void actions.showCurrentWorkspace(),
          viewChanged: setView,
        });
        setLoaded(true);
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      controller.current?.dispose();
      controller.current = null;
      xterm.current?.terminal.dispose();
      xterm.current = null;
    };
  }, [port, actions]);

  useEffect(() => {
    if (xterm.current) xterm.current.terminal.options.theme = dark ? DARK_THEME : LIGHT_THEME;
  }, [dark]);

  // Presenter mode's text scale: larger glyphs, then as many columns and rows as still fit the region.
  useEffect(() => {
    const loadedXterm = xterm.current;
    if (!loadedXterm) return;
    loadedXterm.terminal.options.fontSize = terminalFontSize(textScale);
    loadedXterm.fit.fit();
  }, [textScale, loaded]);

  // The limits follow the session's settings, which change at a runtime boundary: ask again whenever the
  // trace moves on (a settings change shows once the step that applies it starts) or another session opens.
  const traceLength = useAppStore((s) => s.events.length);
  useEffect(() => {
    if (!port) return;
    let current = true;
    void port.info().then(
      (info) => {
        if (current) setLimits(info.limits);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [port, traceLength, session]);

  // Opening another session gives it a fresh terminal in the runtime; say so here.
  const firstSession = useRef(session);
  useEffect(() => {
    if (session !== firstSession.current) controller.current?.sessionChanged();
  }, [session]);

  if (!port) return <p className="empty-state">{t('terminal.noSession')}</p>;
  const { phase } = view;
  return (
    <div className="terminal-region">
      <div className="terminal-toolbar" role="toolbar" aria-label={t('terminal.toolbar')}>
        <span className="terminal-state" role="status" data-testid="terminal-status" data-state={phase.kind}>
          {t(`terminal.state.${phase.kind}`)}
        </span>
        <code className="terminal-cwd">{view.cwd}</code>
        {phase.kind === 'asking' ? (
          <>
            <button type="button" onClick={() => void controller.current?.answer(true)}>
              {t('terminal.approve')}
            </button>
            <button type="button" onClick={() => void controller.current?.answer(false)}>
              {t('terminal.decline')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="terminal-stop"
          disabled={phase.kind !== 'running'}
          onClick={() => void controller.current?.stop()}
        >
          {t('terminal.stop')}
        </button>
      </div>
      {limits ? (
        <p
          className="terminal-limits muted"
          data-testid="terminal-limits"
          data-timeout-ms={limits.timeoutMs}
          data-max-output-bytes={limits.maxOutputBytes}
        >
          <TextWithSizes
            i18nKey="terminal.limits"
            sizes={{ output: limits.maxOutputBytes }}
            values={{
              seconds: limits.timeoutMs / 1000,
              commands: limits.maxCommandCount.toLocaleString(),
              loops: limits.maxLoopIterations.toLocaleString(),
            }}
          />
        </p>
      ) : null}
      {failure ? <p className="panel-error">{t('terminal.failed', { message: failure })}</p> : null}
      {!loaded && !failure ? <p className="empty-state">{t('terminal.loading')}</p> : null}
      <div
        ref={host}
        className="terminal-host"
        data-testid="terminal-screen"
        onClick={() => xterm.current?.terminal.focus()}
      />
    </div>
  );
}
