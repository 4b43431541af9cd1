// Settings: the knobs of the run as they are at the selected event (run-start, then each settings-change).
// Applying sends the changes as a recorded `settings-change` input; they take effect at the next phase
// boundary (the next step sees them). Until then the form shows them as sent, so a second Apply does not send
// them twice. A number out of its field's range (a count, a budget, a shell limit) is named beside it and
// nothing is sent. The fields are the run settings catalog's (state/settings-form.ts): the tab only lays
// them out by section, and sends only the knobs that changed. At an earlier event the form shows what was in
// force then, and a change there forks the session from that step instead (issue 38): the fork opens as a
// new session beside its source (state/session-actions/fork-actions.ts).
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { valueAt } from '../../../common/settings-catalog/setting-form-fields';
import { useAppStore } from '../../store/use-app-store';
import { hasRuntime } from '../../../state/runtime-slice';
import { useSessionActions } from '../../store/session-actions';
import type { TraceSource } from '../../../state/store';
import {
  combineEdits,
  editAt,
  formWith,
  settingsChange,
  settingsFormOf,
  settingsFormProblems,
  SETTINGS_FORM_FIELDS,
  type SettingsEdits,
  type SettingsForm,
} from '../../../state/settings-form';
import { EmptyState } from '../../common/EmptyState';
import { useEventsAsOf } from '../../trace/use-trace-view';
import { ProviderAndInterfaceFields } from './ProviderAndInterfaceFields';
import { SettingField } from './SettingField';
import { SETTINGS_SECTIONS } from './settings-sections';
import { useForkStep } from '../../common/use-fork-step';

interface LocalState {
  readonly source: TraceSource;
  /** Only the settings edited since the last Apply, knob by knob. */
  readonly edits: SettingsEdits;
  readonly sent: { readonly values: SettingsEdits; readonly over: string } | null;
  readonly notice: string | null;
}

const freshLocal = (source: TraceSource): LocalState => ({ source, edits: {}, sent: null, notice: null });

export function SettingsTab() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const events = useEventsAsOf();
  const source = useAppStore((s) => s.traceSource);
  const beforeRuns = useAppStore((s) => (s.traceSource.kind === 'runtime' ? s.sessionSettings : null));
  const recorded = useMemo(() => settingsFormOf(events, beforeRuns), [events, beforeRuns]);
  const runtime = useAppStore((s) => s.traceSource.kind === 'runtime' && hasRuntime(s));
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  // Changes to the session are made to the present; at an earlier event they make a fork from that step.
  const live = runtime && cursorSeq === null;
  const forkStep = useForkStep();
  const forking = forkStep !== null;
  // Edits, what was sent and the notice belong to the session they were made in.
  const [local, setLocal] = useState<LocalState>(() => freshLocal(source));
  const { edits, sent, notice } = local.source === source ? local : freshLocal(source);
  const update = (patch: Partial<Omit<LocalState, 'source'>>) =>
    setLocal((previous) => ({ ...(previous.source === source ? previous : freshLocal(source)), ...patch }));
  const edit = (path: readonly string[], value: unknown) =>
    setLocal((previous) => {
      const base = previous.source === source ? previous : freshLocal(source);
      return { ...base, edits: combineEdits(base.edits, editAt(path, value)) };
    });
  // What was sent counts as in force until the recorded settings move (the change landed, or time travel).
  const recordedKey = JSON.stringify(recorded);
  const sentValues = sent?.over === recordedKey ? sent.values : {};
  const baseline: SettingsForm = formWith(recorded, sentValues);
  // At an earlier event: what was in force then (nothing unsent or just sent mixed in), and any fork's edits.
  const form: SettingsForm = live
    ? formWith(baseline, edits)
    : forking
      ? formWith(recorded, edits)
      : recorded;
  const refused = settingsFormProblems(form).length > 0;
  const change = refused ? null : settingsChange(live ? baseline : recorded, form);

  const fork = async () => {
    if (!change) return;
    const outcome = await actions.forkAtViewedStep({ settings: change });
    // The fork is another session: this tab's notice goes with the source, so the page says it.
    if (outcome.kind === 'forked')
      actions.showNotice({ kind: 'info', text: t('fork.forked', { step: outcome.step }) });
    else if (outcome.kind === 'refused') update({ notice: outcome.reason });
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    // A number off its range is refused here (and named beside its input), never sent.
    if (!change) return;
    const { queued, stillShown } = await actions.queueInput({
      type: 'settings-change',
      settings: change,
    });
    // Another session opened while this was sent: its own edits stay as they are.
    if (!stillShown) return;
    const notice = queued ? t('settings.queued') : t('workspace.notQueued');
    if (!queued) update({ notice });
    else update({ notice, sent: { values: combineEdits(sentValues, edits), over: recordedKey }, edits: {} });
  };

  return (
    <form className="tab-body settings-form" onSubmit={(e) => void apply(e)}>
      <ProviderAndInterfaceFields />
      {!runtime ? <EmptyState>{t('settings.readOnly')}</EmptyState> : null}
      {runtime && !live && !forking ? (
        <EmptyState>{t('settings.travelling', { seq: cursorSeq })}</EmptyState>
      ) : null}
      {forking ? <p className="muted">{t('fork.settingsHint', { step: forkStep })}</p> : null}
      {SETTINGS_SECTIONS.map(({ section, legend, hint }) => (
        <fieldset key={section} disabled={!live && !forking}>
          <legend>{t(legend)}</legend>
          {hint ? <p className="muted">{t(hint)}</p> : null}
          {SETTINGS_FORM_FIELDS.filter((field) => field.setting.form.section === section).map((field) => (
            <SettingField
              key={field.path.join('.')}
              setting={field.setting}
              path={field.path}
              value={valueAt(form, field.path)}
              resetKey={JSON.stringify(valueAt(recorded, field.path))}
              onEdit={edit}
            />
          ))}
        </fieldset>
      ))}
      {live || forking ? (
        <div className="tab-toolbar">
          {live ? (
            <button type="submit" disabled={change === null}>
              {t('settings.apply')}
            </button>
          ) : (
            <button type="button" disabled={change === null} onClick={() => void fork()}>
              {t('fork.settingsButton', { step: forkStep })}
            </button>
          )}
          {notice ? (
            <span className="muted" role="status">
              {notice}
            </span>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
