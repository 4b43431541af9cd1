// One generated input for one schema node, recursive for objects and arrays (Edit's `edits`, TodoWrite's
// `todos`: rows added and removed), variants (a picker, then the chosen one's field), null (a checkbox beside
// the field) and fixed values. Problems are looked up by JSON Pointer and shown under their field.
import { useTranslation } from '../i18n/use-translation';
import { emptyDraft, type Draft, type Field } from './schema-fields';
import { assertNever } from '../../common/assert-never';
import { SchemaChoiceInput } from './SchemaChoiceInput';
import './human-form.css';

export interface FieldInputProps {
  readonly field: Field;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly label: string;
  readonly pointer: string;
  /** The DOM id prefix: unique per call. */
  readonly idBase: string;
  readonly problemAt: (pointer: string) => string | undefined;
  readonly required?: boolean;
  readonly description?: string;
}

function domId(idBase: string, pointer: string): string {
  return `${idBase}${pointer.replaceAll(/[^a-zA-Z0-9_-]/g, '-')}`;
}

export function SchemaFieldInput(props: FieldInputProps) {
  const { t } = useTranslation();
  const { field, label, pointer, idBase, problemAt, required, description } = props;
  const id = domId(idBase, pointer);
  const problem = problemAt(pointer);
  const caption = (
    <>
      <code>{label}</code>
      {required ? (
        <span title={t('humanForm.required')}>
          {' '}
          * <span className="sr-only">{t('humanForm.required')}</span>
        </span>
      ) : null}
      {description ? <span className="muted human-field-description"> {description}</span> : null}
    </>
  );
  const problemText = problem ? (
    <span id={`${id}-problem`} className="human-field-problem">
      ✕ {problem}
    </span>
  ) : null;
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  // A variant's or a nullable's own field sits at the same place in the value: same pointer, same name.
  const inner = (field: Field, draft: Draft, onChange: (draft: Draft) => void) => (
    <SchemaFieldInput
      {...props}
      field={field}
      draft={draft}
      onChange={onChange}
      description=""
      problemAt={(at) => (at === pointer ? undefined : problemAt(at))}
    />
  );

  if (field.kind === 'object' || field.kind === 'array' || field.kind === 'variants') {
    return (
      <fieldset className="human-group" data-pointer={pointer}>
        <legend>{caption}</legend>
        {field.kind === 'object' ? <ObjectFields {...props} /> : null}
        {field.kind === 'array' ? <ArrayRows {...props} /> : null}
        {field.kind === 'variants' ? <SchemaChoiceInput {...props} id={id} renderInner={inner} /> : null}
        {problemText}
      </fieldset>
    );
  }
  if (field.kind === 'nullable' || field.kind === 'fixed') {
    return (
      <div className="human-field" data-pointer={pointer}>
        <SchemaChoiceInput {...props} id={id} caption={caption} renderInner={inner} />
        {problemText}
      </div>
    );
  }
  return (
    <div className="human-field" data-pointer={pointer}>
      <label htmlFor={id}>{caption}</label>
      <ScalarInput {...props} id={id} invalid={invalid} />
      {problemText}
    </div>
  );
}

function ScalarInput({
  field,
  draft,
  onChange,
  id,
  invalid,
}: FieldInputProps & { id: string; invalid: Record<string, unknown> }) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'string':
    case 'number':
    case 'json': {
      const text = draft.kind === 'text' ? draft.text : '';
      const set = (value: string) => onChange({ kind: 'text', text: value });
      if (field.kind === 'json')
        return (
          <>
            {field.note ? (
              <span id={`${id}-note`} className="muted human-field-description">
                {t(
                  `schemaForm.note.${field.note.reason}`,
                  'ref' in field.note ? { ref: field.note.ref } : {},
                )}
              </span>
            ) : null}
            <textarea
              id={id}
              rows={2}
              className="mono"
              value={text}
              onChange={(e) => set(e.target.value)}
              {...(field.note ? { 'aria-describedby': `${id}-note` } : {})}
              {...invalid}
            />
          </>
        );
      return (
        <input
          id={id}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : 'text'}
          value={text}
          onChange={(e) => set(e.target.value)}
          {...invalid}
        />
      );
    }
    case 'boolean': {
      const value = draft.kind === 'boolean' ? draft.value : null;
      return (
        <select
          id={id}
          value={value === null ? '' : String(value)}
          onChange={(e) =>
            onChange({ kind: 'boolean', value: e.target.value === '' ? null : e.target.value === 'true' })
          }
          {...invalid}
        >
          <option value="">{t('humanForm.unset')}</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    }
    case 'enum': {
      const index = draft.kind === 'enum' ? draft.index : -1;
      return (
        <select
          id={id}
          value={String(index)}
          onChange={(e) => onChange({ kind: 'enum', index: Number(e.target.value) })}
          {...invalid}
        >
          <option value="-1">{t('humanForm.unset')}</option>
          {field.options.map((option, i) => (
            <option key={i} value={String(i)}>
              {JSON.stringify(option)}
            </option>
          ))}
        </select>
      );
    }
    case 'object':
    case 'array':
    case 'variants':
    case 'nullable':
    case 'fixed':
      return null;
    default: {
      return assertNever(field);
    }
  }
}

function ObjectFields({ field, draft, onChange, pointer, idBase, problemAt }: FieldInputProps) {
  if (field.kind !== 'object' || draft.kind !== 'object') return null;
  return (
    <>
      {field.properties.map((property) => (
        <SchemaFieldInput
          key={property.name}
          field={property.field}
          draft={draft.entries[property.name] ?? emptyDraft(property.field)}
          onChange={(next) =>
            onChange({ kind: 'object', entries: { ...draft.entries, [property.name]: next } })
          }
          label={property.name}
          required={property.required}
          description={property.description}
          pointer={`${pointer}/${property.name.replaceAll('~', '~0').replaceAll('/', '~1')}`}
          idBase={idBase}
          problemAt={problemAt}
        />
      ))}
    </>
  );
}

function ArrayRows({ field, draft, onChange, pointer, idBase, problemAt, label }: FieldInputProps) {
  const { t } = useTranslation();
  if (field.kind !== 'array' || draft.kind !== 'array') return null;
  const setRows = (rows: readonly Draft[]) => onChange({ kind: 'array', rows });
  return (
    <>
      <ol className="human-rows">
        {draft.rows.map((row, i) => (
          <li key={i} className="human-row">
            <SchemaFieldInput
              field={field.items}
              draft={row}
              onChange={(next) => setRows(draft.rows.map((r, j) => (j === i ? next : r)))}
              label={`${label}[${i}]`}
              pointer={`${pointer}/${i}`}
              idBase={idBase}
              problemAt={problemAt}
            />
            <button
              type="button"
              className="linklike"
              onClick={() => setRows(draft.rows.filter((_, j) => j !== i))}
            >
              {t('humanForm.removeRow', { name: `${label}[${i}]` })}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => setRows([...draft.rows, emptyDraft(field.items)])}>
        {t('humanForm.addRow', { name: label })}
      </button>
    </>
  );
}
