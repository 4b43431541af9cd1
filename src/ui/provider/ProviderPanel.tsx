// Who plays the model: scripted, replay of the recorded responses, an endpoint (with its wire protocol), or the
// person ("be the model"). Applying forks the session at the step being viewed (or starts it afresh), so the
// new provider answers from there. The summary and the chosen option say what answers now (a replay says
// so, whatever the session's own provider). API keys are held per endpoint (EndpointFields); which endpoint
// the session names and whether anything can be sent to it is said in place (SessionEndpointNote), and so is
// a failing endpoint's message (ModelErrorBox).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { answeringChoice as choiceOf, hasRuntime, type SessionModel } from '../../state/runtime-slice';
import { useSessionActions } from '../store/session-actions';
import { asksEndpoint, type ProviderSpec } from '../../state/session-edit/port-types';
import { planProviderChange } from '../../state/session-edit/reload-plan';
import type { ProviderChoice } from '../../state/session-edit/session-edit-slice';
import { editOutcomeText, forkedText } from './edit-outcome';
import { EndpointFields } from './EndpointFields';
import { ModelErrorBox } from './ModelErrorBox';
import { SessionEndpointNote } from './SessionEndpointNote';
import { providerSpecOf, type ProviderFormProblem } from './provider-spec-of';
import './provider-panel.css';

const CHOICES: readonly ProviderChoice[] = ['scripted', 'replay', 'endpoint', 'human'];

export function ProviderPanel() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const sessionModel = useAppStore((s) => s.sessionModel);
  const open = useAppStore((s) => s.providerPanelOpen);
  const setOpen = useAppStore((s) => s.setProviderPanelOpen);
  const [current, setCurrent] = useState<ProviderSpec | null>(null);
  // The person's pick holds for the session it was made on; another load shows what answers then.
  const [pick, setPick] = useState<{ model: SessionModel | null; choice: ProviderChoice } | null>(null);
  const choice: ProviderChoice =
    pick && pick.model === sessionModel ? pick.choice : sessionModel ? choiceOf(sessionModel) : 'scripted';
  const setChoice = (next: ProviderChoice) => setPick({ model: sessionModel, choice: next });
  const [problems, setProblems] = useState<ProviderFormProblem[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const connected = useAppStore(hasRuntime);
  const source = useAppStore((s) => s.traceSource);
  const providerSettings = useAppStore((s) => s.providerSettings);
  const providerKeys = useAppStore((s) => s.providerKeys);
  // The session's own provider (its script, for "Scripted"): read again whenever another session opens.
  useEffect(() => {
    if (!connected) return;
    let live = true;
    void actions.exportSpec().then((spec) => {
      if (live && spec) setCurrent(spec.provider);
    });
    return () => {
      live = false;
    };
  }, [connected, source, actions]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const built = providerSpecOf(choice, providerSettings, providerKeys, current);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setProblems([]);
    const edit = await actions.applySessionEdit((spec, state) =>
      planProviderChange(spec, state.events, state.cursorSeq, built.provider),
    );
    if (edit.kind === 'applied')
      setCurrent(built.provider === 'replay' ? edit.exported.provider : built.provider);
    setOutcome(editOutcomeText(t, edit, (forkStep) => forkedText(t, forkStep)));
  };

  return (
    <section className="provider-panel" aria-label={t('provider.title')}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary data-testid="provider-summary">
          {t('provider.title')}
          {sessionModel ? `: ${t(`provider.choice.${choiceOf(sessionModel)}`)}` : ''}
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
          {choice !== 'replay' && asksEndpoint(choice) ? (
            <EndpointFields problems={problems} />
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
      <SessionEndpointNote />
      <ModelErrorBox />
    </section>
  );
}
