// A draft becomes the value it stands for (`valueOf`, with what keeps it from being one at its JSON Pointer),
// and a value becomes the draft that shows it (`draftOf`, from raw JSON or a previous turn). The round trip
// value → draft → value is exact for every value the form can hold, so Form ⇄ Raw JSON switch without loss.
import { assertNever } from '../../common/assert-never';
import { canonicalJson } from '../../common/canonical-json';
import { emptyDraft, type Draft, type Field, type FieldProblem, type PropertyField } from './schema-fields';

export interface Built {
  /** `undefined`: nothing was given, so an optional property is left out. */
  readonly value: unknown;
  readonly problems: readonly FieldProblem[];
  /**
   * Nothing in it was given by the person: empty text, no rows, an object of such (its required fixed values
   * fill themselves). An optional property so built is left out; a chosen variant or null is not blank.
   */
  readonly blank?: boolean;
}

const nothing: Built = { value: undefined, problems: [] };

/** The arguments object (or value) a draft stands for, with what keeps it from being one. */
export function valueOf(field: Field, draft: Draft, pointer = ''): Built {
  switch (field.kind) {
    case 'string':
      return draft.kind === 'text' ? { value: draft.text, problems: [], blank: draft.text === '' } : nothing;
    case 'number': {
      if (draft.kind !== 'text' || draft.text.trim() === '') return nothing;
      const value = Number(draft.text);
      if (!Number.isFinite(value) || (field.integer && !Number.isInteger(value))) {
        const expected = field.integer ? 'a whole number' : 'a number';
        return { value: undefined, problems: [{ pointer, message: `must be ${expected}` }] };
      }
      return { value, problems: [] };
    }
    case 'json': {
      if (draft.kind !== 'text' || draft.text.trim() === '') return nothing;
      try {
        return { value: JSON.parse(draft.text) as unknown, problems: [] };
      } catch {
        return { value: undefined, problems: [{ pointer, message: 'is not valid JSON' }] };
      }
    }
    case 'boolean':
      return draft.kind === 'boolean' && draft.value !== null
        ? { value: draft.value, problems: [] }
        : nothing;
    case 'enum':
      return draft.kind === 'enum' && draft.index >= 0 && draft.index < field.options.length
        ? { value: field.options[draft.index], problems: [] }
        : nothing;
    case 'fixed':
      return draft.kind === 'fixed' && draft.given ? { value: field.value, problems: [] } : nothing;
    case 'nullable':
      if (draft.kind !== 'nullable') return nothing;
      return draft.isNull ? { value: null, problems: [] } : valueOf(field.inner, draft.inner, pointer);
    case 'variants': {
      if (draft.kind !== 'variants') return nothing;
      const chosen = field.variants[draft.index];
      if (!chosen) return nothing;
      const built = valueOf(chosen.field, draft.drafts[draft.index] ?? emptyDraft(chosen.field), pointer);
      return { ...built, blank: false };
    }
    case 'object':
      return objectValueOf(field.properties, draft, pointer);
    case 'array': {
      if (draft.kind !== 'array') return nothing;
      const built = draft.rows.map((row, i) => valueOf(field.items, row, `${pointer}/${i}`));
      return {
        // A row left empty is still a row: arrays keep their length so indices match the pointers.
        value: built.map((b) => b.value ?? null),
        problems: built.flatMap((b) => b.problems),
        blank: built.length === 0,
      };
    }
    default: {
      return assertNever(field);
    }
  }
}

function objectValueOf(properties: readonly PropertyField[], draft: Draft, pointer: string): Built {
  if (draft.kind !== 'object') return nothing;
  const value: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  let blank = true;
  for (const property of properties) {
    const entry = draft.entries[property.name];
    if (!entry) continue;
    const built = valueOf(property.field, entry, `${pointer}/${escapePointer(property.name)}`);
    problems.push(...built.problems);
    const omitted = built.value === undefined || (!property.required && built.blank === true);
    if (omitted) continue;
    value[property.name] = built.value;
    blank &&= built.blank === true || (property.required && property.field.kind === 'fixed');
  }
  return { value, problems, blank };
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The draft that shows a value; values the field cannot hold are dropped. */
export function draftOf(field: Field, value: unknown): Draft {
  switch (field.kind) {
    case 'string':
      return { kind: 'text', text: typeof value === 'string' ? value : '' };
    case 'number':
      return { kind: 'text', text: typeof value === 'number' ? String(value) : '' };
    case 'json':
      return { kind: 'text', text: value === undefined ? '' : JSON.stringify(value) };
    case 'boolean':
      return { kind: 'boolean', value: typeof value === 'boolean' ? value : null };
    case 'enum':
      return { kind: 'enum', index: field.options.findIndex((option) => option === value) };
    case 'fixed':
      // Any value here means the place is filled: another variant's discriminator becomes this one's.
      return { kind: 'fixed', given: value !== undefined };
    case 'nullable':
      return value === null
        ? { kind: 'nullable', isNull: true, inner: emptyDraft(field.inner) }
        : { kind: 'nullable', isNull: false, inner: draftOf(field.inner, value) };
    case 'variants': {
      const index = value === undefined ? -1 : field.variants.findIndex((v) => fits(v.field, value));
      return {
        kind: 'variants',
        index,
        drafts: field.variants.map((v, i) => (i === index ? draftOf(v.field, value) : null)),
      };
    }
    case 'object': {
      const record = isRecord(value) ? value : {};
      return {
        kind: 'object',
        entries: Object.fromEntries(field.properties.map((p) => [p.name, draftOf(p.field, record[p.name])])),
      };
    }
    case 'array':
      return {
        kind: 'array',
        rows: Array.isArray(value) ? value.map((item) => draftOf(field.items, item)) : [],
      };
    default: {
      return assertNever(field);
    }
  }
}

/**
 * Whether a field can hold a value as it is: which choice of a oneOf / anyOf shows a value from raw JSON.
 * Shapes only (types, fixed values, known and required properties); the worker's check has the last word.
 */
export function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && (!field.integer || Number.isInteger(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return field.options.some((option) => option === value);
    case 'fixed':
      return sameJson(value, field.value);
    case 'nullable':
      return value === null || fits(field.inner, value);
    case 'variants':
      return field.variants.some((v) => fits(v.field, value));
    case 'json':
      return true;
    case 'object': {
      if (!isRecord(value)) return false;
      const known = new Map(field.properties.map((p) => [p.name, p]));
      return (
        Object.keys(value).every((name) => known.has(name)) &&
        field.properties.every((p) =>
          value[p.name] === undefined ? !p.required : fits(p.field, value[p.name]),
        )
      );
    }
    case 'array':
      return Array.isArray(value) && value.every((item) => fits(field.items, item));
    default: {
      return assertNever(field);
    }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
