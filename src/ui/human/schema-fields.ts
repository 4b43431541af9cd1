// The "be the model" form is generated from a tool's JSON Schema: each schema node becomes a field kind, each
// field holds a draft (what the person typed), and a draft becomes the arguments object the call sends. The
// round trip arguments → draft → arguments is exact, so the form and the raw JSON mode can be switched freely.
import type { JsonSchema, JsonSchemaType } from '../../engine/protocol/json-schema';
import { assertNever } from '../../common/assert-never';

type EnumValue = string | number | boolean | null;

export interface PropertyField {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly field: Field;
}

export type Field =
  | { readonly kind: 'string' }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly EnumValue[] }
  | { readonly kind: 'object'; readonly properties: readonly PropertyField[] }
  | { readonly kind: 'array'; readonly items: Field }
  /** Anything the form has no widget for (unions, untyped): edited as JSON text. */
  | { readonly kind: 'json' };

export type Draft =
  /** string, number and json fields keep the text as typed; empty means "not given". */
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'boolean'; readonly value: boolean | null }
  /** Index into the enum's options; -1 means "not chosen". */
  | { readonly kind: 'enum'; readonly index: number }
  | { readonly kind: 'object'; readonly entries: Readonly<Record<string, Draft>> }
  | { readonly kind: 'array'; readonly rows: readonly Draft[] };

export interface FieldProblem {
  /** JSON Pointer inside the arguments. */
  readonly pointer: string;
  readonly message: string;
}

function singleType(schema: JsonSchema): JsonSchemaType | undefined {
  if (Array.isArray(schema.type)) {
    const concrete = schema.type.filter((t) => t !== 'null');
    return concrete.length === 1 ? concrete[0] : undefined;
  }
  return schema.type;
}

export function fieldOf(schema: JsonSchema): Field {
  if (schema.enum && schema.enum.length > 0) return { kind: 'enum', options: schema.enum };
  const type = singleType(schema);
  switch (type) {
    case 'string':
      return { kind: 'string' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object':
      if (!schema.properties) return { kind: 'json' };
      return { kind: 'object', properties: propertiesOf(schema) };
    case 'array':
      return { kind: 'array', items: schema.items ? fieldOf(schema.items) : { kind: 'json' } };
    case 'null':
    case undefined:
      return { kind: 'json' };
    default: {
      return assertNever(type);
    }
  }
}

function propertiesOf(schema: JsonSchema): PropertyField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    description: property.description ?? '',
    field: fieldOf(property),
  }));
}

export function emptyDraft(field: Field): Draft {
  switch (field.kind) {
    case 'string':
    case 'number':
    case 'json':
      return { kind: 'text', text: '' };
    case 'boolean':
      return { kind: 'boolean', value: null };
    case 'enum':
      return { kind: 'enum', index: -1 };
    case 'object':
      return {
        kind: 'object',
        entries: Object.fromEntries(field.properties.map((p) => [p.name, emptyDraft(p.field)])),
      };
    case 'array':
      return { kind: 'array', rows: [] };
    default: {
      return assertNever(field);
    }
  }
}

export interface Built {
  /** `undefined`: nothing was given, so an optional property is left out. */
  readonly value: unknown;
  readonly problems: readonly FieldProblem[];
}

const nothing: Built = { value: undefined, problems: [] };

/** The arguments object (or value) a draft stands for, with what keeps it from being one. */
export function valueOf(field: Field, draft: Draft, pointer = ''): Built {
  switch (field.kind) {
    case 'string':
      return draft.kind === 'text' ? { value: draft.text, problems: [] } : nothing;
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
    case 'object':
      return objectValueOf(field.properties, draft, pointer);
    case 'array': {
      if (draft.kind !== 'array') return nothing;
      const built = draft.rows.map((row, i) => valueOf(field.items, row, `${pointer}/${i}`));
      return {
        // A row left empty is still a row: arrays keep their length so indices match the pointers.
        value: built.map((b) => b.value ?? null),
        problems: built.flatMap((b) => b.problems),
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
  for (const property of properties) {
    const entry = draft.entries[property.name];
    if (!entry) continue;
    const built = valueOf(property.field, entry, `${pointer}/${escapePointer(property.name)}`);
    problems.push(...built.problems);
    // An optional string left empty, or an optional list with no rows, is "not given".
    const emptyOptional =
      !property.required &&
      ((property.field.kind === 'string' && built.value === '') ||
        (property.field.kind === 'array' && Array.isArray(built.value) && built.value.length === 0));
    const omitted = built.value === undefined || emptyOptional;
    if (!omitted) value[property.name] = built.value;
  }
  return { value, problems };
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The draft that shows a value (from raw JSON or a previous turn); values the field cannot hold are dropped. */
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
