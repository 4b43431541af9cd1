// The inputs of the fields that choose before anything is typed: which variant of a oneOf / anyOf (then the
// chosen one's own field, drawn by SchemaFieldInput through `renderInner`), whether a nullable value is null,
// and whether an optional fixed value is sent. Switching variants keeps what was typed (variant-switch.ts).
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { emptyDraft, type Draft, type Field } from './schema-fields';
import { chooseVariant } from './variant-switch';
import { variantLabelText } from './variant-label-text';

export interface ChoiceInputProps {
  readonly field: Field;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly label: string;
  /** The DOM id of this field (SchemaFieldInput's `domId`). */
  readonly id: string;
  readonly required?: boolean;
  /** The field's name (and required mark, description) where the choice is drawn beside it. */
  readonly caption?: ReactNode;
  readonly renderInner: (field: Field, draft: Draft, onChange: (draft: Draft) => void) => ReactNode;
}

export function SchemaChoiceInput({
  field,
  draft,
  onChange,
  label,
  id,
  required,
  caption,
  renderInner,
}: ChoiceInputProps) {
  const { t } = useTranslation();
  if (field.kind === 'variants') {
    const current =
      draft.kind === 'variants' ? draft : (emptyDraft(field) as Extract<Draft, { kind: 'variants' }>);
    const chosen = field.variants[current.index];
    return (
      <>
        <label className="human-field">
          <span>{t('schemaForm.variant')}</span>
          <select
            id={`${id}-variant`}
            aria-label={`${label}: ${t('schemaForm.variant')}`}
            value={String(current.index)}
            onChange={(e) => onChange(chooseVariant(field, current, Number(e.target.value)))}
          >
            <option value="-1">{t('schemaForm.chooseVariant')}</option>
            {field.variants.map((variant, i) => (
              <option key={i} value={String(i)}>
                {variantLabelText(variant.label, t)}
              </option>
            ))}
          </select>
        </label>
        {chosen
          ? renderInner(chosen.field, current.drafts[current.index] ?? emptyDraft(chosen.field), (next) =>
              onChange({
                ...current,
                drafts: current.drafts.map((d, i) => (i === current.index ? next : d)),
              }),
            )
          : null}
      </>
    );
  }
  if (field.kind === 'nullable') {
    const current =
      draft.kind === 'nullable' ? draft : (emptyDraft(field) as Extract<Draft, { kind: 'nullable' }>);
    return (
      <>
        {current.isNull
          ? null
          : renderInner(field.inner, current.inner, (inner) => onChange({ ...current, inner }))}
        <label>
          <input
            id={`${id}-null`}
            type="checkbox"
            checked={current.isNull}
            onChange={(e) => onChange({ ...current, isNull: e.target.checked })}
          />{' '}
          {current.isNull ? caption : null} {t('schemaForm.isNull')}
        </label>
      </>
    );
  }
  if (field.kind === 'fixed') {
    const given = draft.kind === 'fixed' ? draft.given : true;
    return (
      <>
        <span>
          {caption} <span className="muted">{t('schemaForm.fixed')}</span>{' '}
          <code id={id}>{JSON.stringify(field.value)}</code>
        </span>
        {required ? null : (
          <label>
            <input
              type="checkbox"
              checked={given}
              onChange={(e) => onChange({ kind: 'fixed', given: e.target.checked })}
            />{' '}
            {t('schemaForm.sendFixed')}
          </label>
        )}
      </>
    );
  }
  return null;
}
