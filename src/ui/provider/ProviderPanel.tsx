// Who plays the model: scripted, replay of the recorded responses, an OpenAI-compatible endpoint, or the
// person ("be the model"). Applying forks the session at the step being viewed (or starts it afresh), so the
// new provider answers from there. The API key stays in memory unless "remember on this device" is ticked;
// a failing endpoint's message and hints appear here, in place.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import type { ProviderSpec } from '../../state/session-edit/port-types';
import { planProviderChange } from '../../state/session-edit/reload-plan';
import type { ProviderChoice } from '../../state/session-edit/session-edit-slice';
import { providerSpecOf, type ProviderFormProblem } from './provider-spec-of';
import './provider-panel.css';

const CHOICES: readonly ProviderChoice[] = ['scripted', 'replay', 'openai-compatible', 'human'];

export function ProviderPanel() {
  const { t } = useTranslation();
  const settings = useAppStore((s) => s.providerSettings);
  const setSettings = useAppStore((s) => s.setProviderSettings);
  const modelError = useAppStore((s) => s.runtimeStatus?.lastRun?.modelError ?? null);
  const open = useAppStore((s) => s.providerPanelOpen);
  const setOpen = useAppStore((s) => s.setProviderPanelOpen);
  const [current, setCurrent] = useState<ProviderSpec | null>(null);
  const [choice, setChoice] = useState<ProviderChoice>('scripted');
  const [problems, setProblems] = useState<ProviderFormProblem[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const port = useAppStore((s) => s.runtimePort);
  const source = useAppStore((s) => s.traceSource);
  // The summary names the session's provider: read again whenever another session (or a reload) opens.
  useEffect(() => {
    if (!port) return;
    let live = true;
    void port.exportSpec().then((spec) => {
      if (!live || !spec) return;
      setCurrent(spec.provider);
      setChoice(spec.provider.kind);
    });
    return () => {
      live = false;
    };
  }, [port, source]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const built = providerSpecOf(choice, settings, current);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setProblems([]);
    const state = useAppStore.getState();
    const spec = await state.runtimePort?.exportSpec();
    if (!spec) {
      setOutcome({ ok: false, text: t('provider.noSession') });
      return;
    }
    const plan = planProviderChange(spec, state.events, state.cursorSeq, built.provider);
    const loaded = await state.reloadSession(plan);
    if (loaded.ok) {
      setCurrent(built.provider === 'replay' ? spec.provider : built.provider);
      setOutcome({
        ok: true,
        text:
          plan.ok && plan.forkStep !== null
            ? t('provider.forked', { step: plan.forkStep })
            : t('provider.restarted'),
      });
    } else setOutcome({ ok: false, text: loaded.reason });
  };

  const problemId = (field: ProviderFormProblem) => `provider-${field}-problem`;
  const invalid = (field: ProviderFormProblem) =>
    problems.includes(field) ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {};
  const problemText = (field: ProviderFormProblem) =>
    problems.includes(field) ? (
      <span id={problemId(field)} className="provider-problem">
        ✕ {t(`provider.problem.${field}`)}
      </span>
    ) : null;

  return (
    <section className="provider-panel" aria-label={t('provider.title')}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {t('provider.title')}
          {current ? `: ${t(`provider.choice.${current.kind}`)}` : ''}
        </summary>
        <form onSubmit={(e) => void apply(e)} className="provider-form" aria-label={t('provider.title')}>
          <fieldset>
            <legend>{t('provider.kind')}</legend>
            {CHOICES.map((c) => (
              <label key={c} className="provider-choice">
                <input
                  type="radio"
                  name="provider-choice"
                  checked={choice === c}
                  onChange={() => setChoice(c)}
                />
                {t(`provider.choice.${c}`)}
              </label>
            ))}
          </fieldset>
          {choice === 'openai-compatible' ? (
            <fieldset>
              <legend>{t('provider.endpoint')}</legend>
              <label className="provider-field">
                <span>{t('provider.baseURL')}</span>
                <input
                  type="url"
                  value={settings.baseURL}
                  onChange={(e) => setSettings({ baseURL: e.target.value })}
                  {...invalid('baseURL')}
                />
                {problemText('baseURL')}
              </label>
              <label className="provider-field">
                <span>{t('provider.model')}</span>
                <input
                  type="text"
                  value={settings.model}
                  onChange={(e) => setSettings({ model: e.target.value })}
                  {...invalid('model')}
                />
                {problemText('model')}
              </label>
              <label className="provider-field">
                <span>{t('provider.apiKey')}</span>
                <input
                  type="password"
                  autoComplete="off"
                  value={settings.apiKey}
                  onChange={(e) => setSettings({ apiKey: e.target.value })}
                  {...invalid('apiKey')}
                />
                {problemText('apiKey')}
              </label>
              <label className="provider-choice">
                <input
                  type="checkbox"
                  checked={settings.rememberKey}
                  onChange={(e) => setSettings({ rememberKey: e.target.checked })}
                />
                {t('provider.remember')}
              </label>
              <p className="muted">{t('provider.keyNote')}</p>
            </fieldset>
          ) : (
            <p className="muted">{t(`provider.about.${choice}`)}</p>
          )}
          <button type="submit">{t('provider.apply')}</button>
          {outcome ? (
            <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'muted' : 'provider-problem'}>
              {outcome.ok ? '✓ ' : '✕ '}
              {outcome.text}
            </p>
          ) : null}
        </form>
      </details>
      {modelError ? (
        <div role="alert" className="provider-error" data-testid="provider-error">
          <p>
            ✕ {modelError.message}
            {modelError.status ? ` (HTTP ${modelError.status})` : ''}
          </p>
          {modelError.hints.length > 0 ? (
            <>
              <p>{t('provider.whatToDo')}</p>
              <ul>
                {modelError.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
