// "Be the model": the form shown while the runtime waits for a human turn (HumanTurnForm.tsx loads it on first
// use). The tools offered are exactly the request's `tools` (the step's schema-build), each call is composed through the form generated from its JSON Schema or
// as raw JSON, and problems — local ones first, then the worker's schema check — appear beside their field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { schemaMessageText } from '../reasons/schema-message-text';
import { useSessionActions } from '../store/session-actions';
import type { FunctionToolSchema, TurnProblem } from '../../state/session-edit/port-types';
import { SchemaFieldInput } from './SchemaFieldInput';
import { buildTurn, newCall, switchMode, toolField, type CallDraft } from './turn-draft';
import './human-form.css';

export function HumanTurnComposer({
  tools,
  turnNumber,
  workerProblems,
}: {
  tools: readonly FunctionToolSchema[];
  turnNumber: number;
  workerProblems: readonly TurnProblem[];
}) {
  const actions = useSessionActions();
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState('');
  const [calls, setCalls] = useState<CallDraft[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [toolToAdd, setToolToAdd] = useState(tools[0]?.function.name ?? '');
  const [problems, setProblems] = useState<readonly TurnProblem[]>(workerProblems);
  const [sending, setSending] = useState(false);

  // Problems describe the turn as it was sent; any edit makes them stale.
  const update = (index: number, next: CallDraft) => {
    setProblems([]);
    setCalls((cs) => cs.map((c, i) => (i === index ? next : c)));
  };
  const addCall = () => {
    if (!toolToAdd) return;
    setProblems([]);
    setCalls((cs) => [...cs, newCall(tools, toolToAdd, nextKey)]);
    setNextKey((k) => k + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildTurn(content, calls, tools, turnNumber);
    if (built.problems.length > 0) {
      setProblems(built.problems);
      return;
    }
    const answer = actions.submitHumanTurn(built.turn);
    if (!answer) return;
    setSending(true);
    try {
      setProblems(await answer);
    } catch (error) {
      setProblems([{ pointer: '', message: error instanceof Error ? error.message : String(error) }]);
    } finally {
      setSending(false);
    }
  };

  const turnProblems = problems.filter((p) => p.callIndex === undefined);
  return (
    <form className="human-form" aria-labelledby="human-form-title" onSubmit={(e) => void submit(e)}>
      <h3 id="human-form-title">{t('humanForm.title')}</h3>
      <p className="muted">{t('humanForm.hint', { count: tools.length })}</p>
      <label className="human-field">
        <span>{t('humanForm.content')}</span>
        <textarea rows={2} value={content} onChange={(e) => setContent(e.target.value)} />
      </label>
      {calls.map((call, index) => (
        <CallEditor
          key={call.key}
          call={call}
          index={index}
          tools={tools}
          problems={problems.filter((p) => p.callIndex === index)}
          onChange={(next) => update(index, next)}
          onRemove={() => {
            setProblems([]);
            setCalls((cs) => cs.filter((_, i) => i !== index));
          }}
        />
      ))}
      <div className="human-add">
        <label>
          <span>{t('humanForm.tool')}</span>
          <select value={toolToAdd} onChange={(e) => setToolToAdd(e.target.value)}>
            {tools.map((tool) => (
              <option key={tool.function.name} translate="no">
                {tool.function.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={addCall} disabled={!toolToAdd}>
          {t('humanForm.addCall')}
        </button>
      </div>
      {turnProblems.length > 0 ? (
        <div role="alert">
          <ul className="human-problems">
            {turnProblems.map((p, i) => (
              <li key={i}>✕ {schemaMessageText(p.message, t, i18n.language)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="primary" disabled={sending}>
        {t('humanForm.send', { count: calls.length })}
      </button>
    </form>
  );
}

function CallEditor({
  call,
  index,
  tools,
  problems,
  onChange,
  onRemove,
}: {
  call: CallDraft;
  index: number;
  tools: readonly FunctionToolSchema[];
  problems: readonly TurnProblem[];
  onChange: (call: CallDraft) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const field = toolField(tools, call.toolName);
  // A schema checker's words are said in the page's language (schema-message-text.ts).
  const problemAt = (pointer: string) => {
    const message = problems.find((p) => p.pointer === pointer)?.message;
    return message === undefined ? undefined : schemaMessageText(message, t, i18n.language);
  };
  const unplaced = problems.filter((p) => p.pointer === '' || (call.mode === 'json' && p.pointer !== ''));
  const idBase = `human-call-${call.key}`;
  return (
    <fieldset className="human-call" data-testid="human-call" aria-invalid={problems.length > 0}>
      <legend>{t('humanForm.call', { index: index + 1, name: call.toolName })}</legend>
      <div className="human-call-bar">
        <button
          type="button"
          aria-pressed={call.mode === 'json'}
          onClick={() => onChange(switchMode(call, tools))}
        >
          {t('humanForm.rawJson')}
        </button>
        <button type="button" onClick={onRemove}>
          {t('humanForm.removeCall', { index: index + 1 })}
        </button>
      </div>
      {call.mode === 'json' || !field ? (
        <label className="human-field">
          <span>{t('humanForm.arguments')}</span>
          <textarea
            rows={5}
            className="mono"
            value={call.jsonText}
            onChange={(e) => onChange({ ...call, jsonText: e.target.value })}
          />
        </label>
      ) : (
        <SchemaFieldInput
          field={field}
          draft={call.draft}
          onChange={(draft) => onChange({ ...call, draft })}
          label={t('humanForm.arguments')}
          pointer=""
          idBase={idBase}
          problemAt={(pointer) => (pointer === '' ? undefined : problemAt(pointer))}
        />
      )}
      {unplaced.length > 0 ? (
        <div role="alert">
          <ul className="human-problems">
            {unplaced.map((p, i) => (
              <li key={i}>
                ✕ {p.pointer ? <code>{p.pointer}</code> : null}{' '}
                {schemaMessageText(p.message, t, i18n.language)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
