// The form for one user-defined tool or registered function: name, description, parameters (simple rows or
// JSON Schema text, with the form they give folded below), concurrency-safe, and what it returns (canned
// results in order, or a template).
import { useTranslation } from '../i18n/use-translation';
import { schemaMessageText } from '../reasons/schema-message-text';
import { ParametersPreview } from './ParametersPreview';
import { TOOL_ERROR_CODES, type ToolErrorCode, type ToolStatus } from '../../engine/protocol/tool-result';
import {
  SIMPLE_TYPES,
  type CannedRow,
  type DraftField,
  type DraftProblem,
  type ParameterRow,
  type SimpleType,
  type ToolDraft,
} from './tool-definition';

const STATUSES: readonly ToolStatus[] = ['success', 'partial', 'error'];

export function ToolEditor({
  draft,
  problems,
  onChange,
  onSave,
  onCancel,
}: {
  draft: ToolDraft;
  problems: readonly DraftProblem[];
  onChange: (draft: ToolDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof ToolDraft>(key: K, value: ToolDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const problemOf = (field: DraftField) => {
    const found = problems.find((p) => p.field === field);
    if (!found?.words) return found?.message;
    const { schemaDetail, ...params } = found.words.params;
    return t(found.words.key, {
      ...params,
      ...(schemaDetail !== undefined ? { detail: schemaMessageText(schemaDetail, t, i18n.language) } : {}),
    });
  };
  const invalid = (field: DraftField) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `tool-${field}-problem` } : {};
  const problem = (field: DraftField) =>
    problemOf(field) ? (
      <span id={`tool-${field}-problem`} className="tools-problem">
        ✕ {problemOf(field)}
      </span>
    ) : null;
  const setRow = (i: number, patch: Partial<ParameterRow>) =>
    set(
      'parameterRows',
      draft.parameterRows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );
  const setCanned = (i: number, patch: Partial<CannedRow>) =>
    set(
      'canned',
      draft.canned.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );

  return (
    <form
      className="tools-editor settings-form"
      aria-label={t('toolsTab.editorTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <fieldset>
        <legend>{t('toolsTab.editorTitle')}</legend>
        <label className="settings-field">
          <span>{t('toolsTab.kind')}</span>
          <select value={draft.kind} onChange={(e) => set('kind', e.target.value as ToolDraft['kind'])}>
            <option value="tool">{t('toolsTab.kindTool')}</option>
            <option value="function">{t('toolsTab.kindFunction')}</option>
          </select>
        </label>
        <label className="settings-field">
          <span>{t('toolsTab.name')}</span>
          <input
            type="text"
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            {...invalid('name')}
          />
          {problem('name')}
        </label>
        <label className="settings-field">
          <span>{t('toolsTab.description')}</span>
          <textarea
            rows={2}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            {...invalid('description')}
          />
          {problem('description')}
        </label>
        <label className="settings-field settings-check">
          <input
            type="checkbox"
            checked={draft.concurrencySafe}
            onChange={(e) => set('concurrencySafe', e.target.checked)}
          />
          <span>{t('toolsTab.concurrencySafe')}</span>
        </label>
      </fieldset>

      {draft.kind === 'tool' ? (
        <fieldset>
          <legend>{t('toolsTab.parameters')}</legend>
          <button
            type="button"
            aria-pressed={draft.parametersMode === 'json'}
            onClick={() => set('parametersMode', draft.parametersMode === 'json' ? 'form' : 'json')}
          >
            {t('toolsTab.asJsonSchema')}
          </button>
          {draft.parametersMode === 'json' ? (
            <label className="settings-field">
              <span>{t('toolsTab.jsonSchema')}</span>
              <textarea
                rows={8}
                className="mono"
                value={draft.parametersText}
                onChange={(e) => set('parametersText', e.target.value)}
                {...invalid('parameters')}
              />
            </label>
          ) : (
            <>
              {draft.parameterRows.map((row, i) => (
                <div
                  key={i}
                  className="tools-row"
                  role="group"
                  aria-label={t('toolsTab.parameterN', { n: i + 1 })}
                >
                  <label>
                    <span>{t('toolsTab.paramName')}</span>
                    <input
                      type="text"
                      value={row.name}
                      onChange={(e) => setRow(i, { name: e.target.value })}
                    />
                  </label>
                  <label>
                    <span>{t('toolsTab.paramType')}</span>
                    <select
                      value={row.type}
                      onChange={(e) => setRow(i, { type: e.target.value as SimpleType })}
                    >
                      {SIMPLE_TYPES.map((type) => (
                        <option key={type}>{type}</option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <input
                      type="checkbox"
                      checked={row.required}
                      onChange={(e) => setRow(i, { required: e.target.checked })}
                    />
                    <span>{t('toolsTab.paramRequired')}</span>
                  </label>
                  <label>
                    <span>{t('toolsTab.paramDescription')}</span>
                    <input
                      type="text"
                      value={row.description}
                      onChange={(e) => setRow(i, { description: e.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'parameterRows',
                        draft.parameterRows.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('toolsTab.removeParameter', { n: i + 1 })}
                  </button>
                </div>
              ))}
              <button
                type="button"
                onClick={() =>
                  set('parameterRows', [
                    ...draft.parameterRows,
                    { name: '', type: 'string', required: true, description: '' },
                  ])
                }
              >
                {t('toolsTab.addParameter')}
              </button>
            </>
          )}
          {problem('parameters')}
          <ParametersPreview draft={draft} />
        </fieldset>
      ) : (
        <p className="muted">{t('toolsTab.functionNote')}</p>
      )}

      <fieldset>
        <legend>{t('toolsTab.result')}</legend>
        <label className="settings-field">
          <span>{t('toolsTab.resultMode')}</span>
          <select
            value={draft.resultMode}
            onChange={(e) => set('resultMode', e.target.value as ToolDraft['resultMode'])}
          >
            <option value="canned">{t('toolsTab.canned')}</option>
            <option value="template">{t('toolsTab.template')}</option>
          </select>
        </label>
        {draft.resultMode === 'template' ? (
          <label className="settings-field">
            <span>{t('toolsTab.templateText', { one: '{{path}}', all: '{{$json}}' })}</span>
            <textarea
              rows={3}
              className="mono"
              value={draft.template}
              onChange={(e) => set('template', e.target.value)}
              {...invalid('result')}
            />
          </label>
        ) : (
          <>
            <ol className="tools-canned">
              {draft.canned.map((row, i) => (
                <li key={i} className="tools-row" aria-label={t('toolsTab.cannedN', { n: i + 1 })}>
                  <label>
                    <span>{t('toolsTab.status')}</span>
                    <select
                      value={row.status}
                      onChange={(e) => setCanned(i, { status: e.target.value as ToolStatus })}
                    >
                      {STATUSES.map((s) => (
                        <option key={s}>{s}</option>
                      ))}
                    </select>
                  </label>
                  {row.status === 'error' ? (
                    <label>
                      <span>{t('toolsTab.errorCode')}</span>
                      <select
                        value={row.errorCode}
                        onChange={(e) => setCanned(i, { errorCode: e.target.value as ToolErrorCode })}
                      >
                        {TOOL_ERROR_CODES.map((code) => (
                          <option key={code}>{code}</option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <label className="tools-grow">
                    <span>{t('toolsTab.resultText')}</span>
                    <input
                      type="text"
                      value={row.text}
                      onChange={(e) => setCanned(i, { text: e.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'canned',
                        draft.canned.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('toolsTab.removeResult', { n: i + 1 })}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              onClick={() =>
                set('canned', [
                  ...draft.canned,
                  { status: 'success', text: '', errorCode: 'EXECUTION_ERROR' },
                ])
              }
            >
              {t('toolsTab.addResult')}
            </button>
          </>
        )}
        {problem('result')}
      </fieldset>
      <div className="tools-actions">
        <button type="submit" className="primary">
          {t('toolsTab.saveTool')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('toolsTab.cancel')}
        </button>
      </div>
    </form>
  );
}
