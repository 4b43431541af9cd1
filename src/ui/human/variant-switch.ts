// Choosing another variant of a oneOf / anyOf keeps what was typed: the variant left keeps its draft, so
// choosing it again finds it as it was, and a variant chosen for the first time starts from the value built
// so far, keeping what it can hold (a shared `name`, the same text). Decision 0825.
import { draftOf, valueOf } from './field-values';
import { emptyDraft, type Draft, type Field } from './schema-fields';

type Variants = Extract<Field, { kind: 'variants' }>;
type VariantsDraft = Extract<Draft, { kind: 'variants' }>;

export function chooseVariant(field: Variants, draft: VariantsDraft, index: number): VariantsDraft {
  if (index === draft.index) return draft;
  const target = field.variants[index];
  if (!target) return { ...draft, index: -1 };
  const current = field.variants[draft.index];
  const currentValue = current
    ? valueOf(current.field, draft.drafts[draft.index] ?? emptyDraft(current.field)).value
    : undefined;
  const kept =
    draft.drafts[index] ??
    (currentValue === undefined ? emptyDraft(target.field) : draftOf(target.field, currentValue));
  return { kind: 'variants', index, drafts: draft.drafts.map((d, i) => (i === index ? kept : d)) };
}
