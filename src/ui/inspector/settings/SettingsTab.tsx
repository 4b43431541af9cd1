// Settings: the knobs of the run as they are at the selected event (run-start, then each settings-change).
// Applying sends the changes as a recorded `settings-change` input; they take effect at the next phase
// boundary (the next step sees them). Until then the form shows them as sent, so a second Apply does not send
// them twice. A number out of its field's range (a count, a budget, a shell limit) is named beside it and
// nothing is sent.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/use-app-store';
import { hasRuntime } from '../../../state/runtime-slice';
import { useSessionActions } from '../../store/session-actions';
import type { TraceSource } from '../../../state/store';
import {
  settingsChange,
  settingsFormOf,
  shellLimitProblems,
  type SettingsForm,
} from '../../../state/settings-form';
import { EmptyState } from '../../common/EmptyState';
import { NumberField } from '../../common/NumberField';
import { useEventsAsOf } from '../../trace/use-trace-view';
import { ProviderAndInterfaceFields } from './ProviderAndInterfaceFields';
import { LatencyFields, PermissionRulesFields } from './RulesAndLatency';
import { ShellLimitsFields } from './ShellLimitsFields';
import { COUNT_KNOB_RANGES, numberKnobProblems, type CountKnob } from './settings-ranges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="settings-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

interface LocalState {
  readonly source: TraceSource;
  readonly edits: Partial<SettingsForm>;
  readonly sent: { readonly values: Partial<SettingsForm>; readonly over: string } | null;
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
  // Changes are made to the present: at an earlier event the form only shows what was in force then (an
  // Apply there would send whole sections as they were, undoing later changes).
  const live = runtime && cursorSeq === null;
  // Edits, what was sent and the notice belong to the session they were made in.
  const [local, setLocal] = useState<LocalState>(() => freshLocal(source));
  const { edits, sent, notice } = local.source === source ? local : freshLocal(source);
  const update = (patch: Partial<Omit<LocalState, 'source'>>) =>
    setLocal((previous) => ({ ...(previous.source === source ? previous : freshLocal(source)), ...patch }));
  const setEdits = (next: (e: Partial<SettingsForm>) => Partial<SettingsForm>) =>
    setLocal((previous) => {
      const base = previous.source === source ? previous : freshLocal(source);
      return { ...base, edits: next(base.edits) };
    });
  // What was sent counts as in force until the recorded settings move (the change landed, or time travel).
  const recordedKey = JSON.stringify(recorded);
  const baseline: SettingsForm = { ...recorded, ...(sent?.over === recordedKey ? sent.values : {}) };
  // At an earlier event: exactly what was in force then (nothing unsent or just sent mixed in).
  const form: SettingsForm = live ? { ...baseline, ...edits } : recorded;
  const limitProblems = shellLimitProblems(form);
  const refused = limitProblems.length > 0 || numberKnobProblems(form).length > 0;
  const change = refused ? null : settingsChange(baseline, form);
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setEdits((e) => ({ ...e, [key]: value }));
  const number = (key: CountKnob, label: string) => (
    <NumberField
      className="settings-field"
      label={label}
      value={form[key]}
      range={COUNT_KNOB_RANGES[key]}
      disabled={!live}
      onValue={(value) => set(key, value)}
    />
  );

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    // An out-of-range limit is refused here (and named beside its input), never sent.
    if (!change) return;
    const { queued, stillShown } = await actions.queueInput({
      type: 'settings-change',
      settings: change,
    });
    // Another session opened while this was sent: its own edits stay as they are.
    if (!stillShown) return;
    const notice = queued ? t('settings.queued') : t('workspace.notQueued');
    if (!queued) update({ notice });
    else {
      update({
        notice,
        sent: { values: { ...(sent?.over === recordedKey ? sent.values : {}), ...edits }, over: recordedKey },
        edits: {},
      });
    }
  };

  return (
    <form className="tab-body settings-form" onSubmit={(e) => void apply(e)}>
      <ProviderAndInterfaceFields />
      {!runtime ? <EmptyState>{t('settings.readOnly')}</EmptyState> : null}
      {runtime && !live ? <EmptyState>{t('settings.travelling', { seq: cursorSeq })}</EmptyState> : null}
      <fieldset disabled={!live}>
        <legend>{t('settings.model')}</legend>
        <Field label={t('settings.systemPrompt')}>
          <textarea
            rows={3}
            value={form.systemPrompt}
            onChange={(e) => set('systemPrompt', e.target.value)}
          />
        </Field>
        <Field label="tool_choice">
          <select
            // auto / none / required are the API's own values for tool_choice: kept as they are.
            translate="no"
            value={form.toolChoice}
            onChange={(e) => set('toolChoice', e.target.value as SettingsForm['toolChoice'])}
          >
            {(['auto', 'none', 'required'] as const).map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </Field>
        <Field label="parallel_tool_calls">
          <input
            type="checkbox"
            checked={form.parallelToolCalls}
            onChange={(e) => set('parallelToolCalls', e.target.checked)}
          />
        </Field>
        <Field label={t('settings.strict')}>
          <input
            type="checkbox"
            checked={form.strictSchemas}
            onChange={(e) => set('strictSchemas', e.target.checked)}
          />
        </Field>
        {number('maxSteps', t('settings.maxSteps'))}
      </fieldset>
      <fieldset disabled={!live}>
        <legend>{t('settings.pipeline')}</legend>
        {number('maxConcurrency', t('settings.maxConcurrency'))}
        {number('maxCallsPerTurn', t('settings.maxCallsPerTurn'))}
        {number('failureThreshold', t('settings.failureThreshold'))}
        {number('recoveryTimeoutMs', t('settings.recoveryTimeoutMs'))}
        <Field label={t('settings.permissionMode')}>
          <select
            value={form.permissionMode}
            onChange={(e) => set('permissionMode', e.target.value as SettingsForm['permissionMode'])}
          >
            {(['ask', 'auto-deny', 'accept-edits', 'read-only'] as const).map((mode) => (
              <option key={mode} value={mode}>
                {t(`settings.modes.${mode}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('settings.countPolicy')}>
          <select
            value={form.countPolicy}
            onChange={(e) => set('countPolicy', e.target.value as SettingsForm['countPolicy'])}
          >
            <option value="tool-faults">{t('settings.countToolFaults')}</option>
            <option value="all-errors">{t('settings.countAllErrors')}</option>
          </select>
        </Field>
        <Field label={t('settings.lockMode')}>
          <select
            value={form.lockMode}
            onChange={(e) => set('lockMode', e.target.value as SettingsForm['lockMode'])}
          >
            <option value="version-hash">{t('settings.lockVersionHash')}</option>
            <option value="seed">{t('settings.lockSeed')}</option>
          </select>
        </Field>
        {number('perToolMaxBytes', t('settings.perToolMaxBytes'))}
        {number('totalMaxBytes', t('settings.totalMaxBytes'))}
      </fieldset>
      <fieldset disabled={!live}>
        <legend>{t('settings.shellTitle')}</legend>
        <ShellLimitsFields limits={form.shellLimits} onChange={(limits) => set('shellLimits', limits)} />
      </fieldset>
      <fieldset disabled={!live}>
        <legend>{t('settings.rulesTitle')}</legend>
        <PermissionRulesFields
          key={JSON.stringify(recorded.permissionRules)}
          rules={form.permissionRules}
          onChange={(rules) => set('permissionRules', rules)}
        />
      </fieldset>
      <fieldset disabled={!live}>
        <legend>{t('settings.latencyTitle')}</legend>
        <LatencyFields latency={form.latency} onChange={(latency) => set('latency', latency)} />
      </fieldset>
      {live ? (
        <div className="tab-toolbar">
          <button type="submit" disabled={change === null}>
            {t('settings.apply')}
          </button>
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
