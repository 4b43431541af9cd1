// Script: a scripted session's turns as editable JSON, one box per turn, checked as they are typed (errors
// block, schema mismatches warn). Applying forks the session at the step where the first edited turn was
// asked (forkAtStep keeps everything before it), or restarts it when that turn was never reached.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { OpenAITool } from '../../engine/schema/openai-tool';
import { hasRuntime } from '../../state/runtime-slice';
import { editOutcomeText, forkedText } from '../provider/edit-outcome';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import type { ScriptedTurn } from '../../state/session-edit/port-types';
import { planScriptChange } from '../../state/session-edit/reload-plan';
import { EmptyState } from '../common/EmptyState';
import { checkTurnText, firstEditedTurn, turnText } from './script-validation';
import { scriptNoteText } from './script-note-text';
import { useArgumentWarnings } from './use-argument-warnings';
import './script-tab.css';

const NO_TOOLS: readonly OpenAITool[] = [];

export function ScriptTab() {
  const actions = useSessionActions();
  const { t, i18n } = useTranslation();
  const connected = useAppStore(hasRuntime);
  const source = useAppStore((s) => s.traceSource);
  const events = useAppStore((s) => s.events);
  const [script, setScript] = useState<readonly ScriptedTurn[] | null | 'not-scripted'>(null);
  const [texts, setTexts] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!connected || source.kind !== 'runtime') return;
    let current = true;
    void actions.exportSpec().then((spec) => {
      if (!current || !spec) return;
      if (spec.provider.kind !== 'scripted') return setScript('not-scripted');
      setScript(spec.provider.script);
      setTexts(spec.provider.script.map(turnText));
    });
    return () => {
      current = false;
    };
  }, [connected, source, actions]);

  const tools = useMemo(() => {
    for (let i = events.length - 1; i >= 0; i--) {
      const event = events[i]!;
      if (event.type === 'schema-build' && event.scope === undefined) return event.tools;
    }
    return NO_TOOLS;
  }, [events]);
  const checks = useMemo(() => texts.map((text) => checkTurnText(text, tools)), [texts, tools]);
  const argumentWarnings = useArgumentWarnings(checks);

  if (source.kind !== 'runtime') return <EmptyState>{t('scriptTab.noSession')}</EmptyState>;
  if (script === 'not-scripted') return <EmptyState>{t('scriptTab.notScripted')}</EmptyState>;
  if (script === null) return <EmptyState>{t('toolsTab.loading')}</EmptyState>;

  const edited = checks.every((c) => c.turn) ? checks.map((c) => c.turn!) : null;
  const changedAt = edited ? firstEditedTurn(script, edited) : null;

  const apply = async () => {
    if (!edited || changedAt === null) return;
    const edit = await actions.applySessionEdit((spec, state) =>
      planScriptChange(spec, state.events, edited, changedAt),
    );
    if (edit.kind === 'applied') setScript(edited);
    setOutcome(editOutcomeText(t, edit, (forkStep) => forkedText(t, forkStep)));
  };

  return (
    <div className="tab-body script-tab">
      <p className="muted">{t('scriptTab.hint', { count: tools.length })}</p>
      <ol className="script-turns">
        {texts.map((text, i) => {
          const check = checks[i]!;
          const id = `script-turn-${i}`;
          return (
            <li key={i} className="script-turn" data-testid="script-turn">
              <label htmlFor={id}>{t('scriptTab.turn', { n: i + 1 })}</label>
              <textarea
                id={id}
                className="mono"
                rows={Math.min(14, text.split('\n').length + 1)}
                value={text}
                spellCheck={false}
                aria-invalid={check.errors.length > 0}
                aria-describedby={`${id}-notes`}
                onChange={(e) => setTexts(texts.map((x, j) => (j === i ? e.target.value : x)))}
              />
              <ul id={`${id}-notes`} className="script-notes">
                {check.errors.map((e) => (
                  <li key={e} className="script-error">
                    ✕ {scriptNoteText(e, t, i18n.language)}
                  </li>
                ))}
                {[...check.warnings, ...(argumentWarnings[i] ?? [])].map((w) => (
                  <li key={w} className="script-warning">
                    ⚠ {scriptNoteText(w, t, i18n.language)}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={() => setTexts(texts.filter((_, j) => j !== i))}>
                {t('scriptTab.removeTurn', { n: i + 1 })}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="tools-actions">
        <button type="button" onClick={() => setTexts([...texts, '{\n  "content": ""\n}'])}>
          {t('scriptTab.addTurn')}
        </button>
        <button type="button" className="primary" disabled={changedAt === null} onClick={() => void apply()}>
          {changedAt === null ? t('scriptTab.unchanged') : t('scriptTab.apply', { n: changedAt + 1 })}
        </button>
      </div>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'muted' : 'script-error'}>
          {outcome.ok ? '✓ ' : '✕ '}
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
