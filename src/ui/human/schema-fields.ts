// The "be the model" form is generated from a tool's JSON Schema: each schema node becomes a field kind, each
// field holds a draft (what the person typed), and a draft becomes the arguments object the call sends
// (field-values.ts). `$ref`s are followed and `allOf`s folded first (schema-resolve.ts); a oneOf / anyOf, or a
// list of types, becomes a picker of choices (variant-labels.ts); `type: [x, "null"]` and `anyOf: [x, null]`
// a field that may be null; `const` (or a one-value enum) a fixed value.
import type { JsonSchema, JsonSchemaType } from '../../engine/protocol/json-schema';
import { assertNever } from '../../common/assert-never';
import { isSchemaNode, type SchemaNode } from './schema-node';
import { mergeMembers, resolve, rootScope, type JsonNote, type Scope } from './schema-resolve';
import { fixedValueOf, variantLabels, type VariantLabel } from './variant-labels';

type EnumValue = string | number | boolean | null;

export interface PropertyField {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly field: Field;
}

export interface Variant {
  readonly label: VariantLabel;
  readonly field: Field;
}

export type Field =
  | { readonly kind: 'string' }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly EnumValue[] }
  /** `const`, or an enum of one value: shown, not typed. */
  | { readonly kind: 'fixed'; readonly value: unknown }
  | { readonly kind: 'nullable'; readonly inner: Field }
  | {
      readonly kind: 'variants';
      readonly keyword: 'oneOf' | 'anyOf' | 'type';
      readonly variants: readonly Variant[];
    }
  | { readonly kind: 'object'; readonly properties: readonly PropertyField[] }
  | { readonly kind: 'array'; readonly items: Field }
  /** Anything the form has no widget for (untyped, a remote or recursive `$ref`): edited as JSON text. */
  | { readonly kind: 'json'; readonly note?: JsonNote };

export type Draft =
  /** string, number and json fields keep the text as typed; empty means "not given". */
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'boolean'; readonly value: boolean | null }
  /** Index into the enum's options; -1 means "not chosen". */
  | { readonly kind: 'enum'; readonly index: number }
  /** An optional fixed value may be left out. */
  | { readonly kind: 'fixed'; readonly given: boolean }
  | { readonly kind: 'nullable'; readonly isNull: boolean; readonly inner: Draft }
  /** The chosen variant (-1: none) and a draft per variant visited, so switching back finds it as it was. */
  | { readonly kind: 'variants'; readonly index: number; readonly drafts: readonly (Draft | null)[] }
  | { readonly kind: 'object'; readonly entries: Readonly<Record<string, Draft>> }
  | { readonly kind: 'array'; readonly rows: readonly Draft[] };

export interface FieldProblem {
  /** JSON Pointer inside the arguments. */
  readonly pointer: string;
  readonly message: string;
}

/** The form for a tool's parameters: references resolve against this schema's own `$defs` / `definitions`. */
export function fieldOf(schema: JsonSchema): Field {
  const root = schema as SchemaNode;
  return fieldAt(root, rootScope(root));
}

function fieldAt(node: unknown, scope: Scope): Field {
  if (!isSchemaNode(node)) return { kind: 'json' };
  const resolved = resolve(node, scope);
  if (!resolved.ok) return { kind: 'json', note: resolved.note };
  const { schema } = resolved;
  const inner: Scope = { ...resolved.scope, depth: resolved.scope.depth + 1 };
  const fixed = fixedValueOf(schema);
  if (fixed) return { kind: 'fixed', value: fixed.value };
  if (schema.enum && schema.enum.length > 0) return { kind: 'enum', options: schema.enum };
  if (schema.oneOf) return unionField(schema, 'oneOf', inner);
  if (schema.anyOf) return unionField(schema, 'anyOf', inner);
  if (Array.isArray(schema.type)) return typeListField(schema, schema.type, inner);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return { kind: 'string' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'fixed', value: null };
    case 'object':
      if (!schema.properties) return { kind: 'json' };
      return { kind: 'object', properties: propertiesOf(schema, inner) };
    case 'array':
      return { kind: 'array', items: schema.items ? fieldAt(schema.items, inner) : { kind: 'json' } };
    case undefined:
      return { kind: 'json' };
    default: {
      return assertNever(type);
    }
  }
}

function propertiesOf(schema: SchemaNode, scope: Scope): PropertyField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    description: isSchemaNode(property) ? (property.description ?? '') : '',
    field: fieldAt(property, scope),
  }));
}

const isNullSchema = (s: SchemaNode) => s.type === 'null';

/**
 * Each choice is the node's other keywords together with the choice (a shared `type: "object"` and
 * `properties` beside a oneOf of `required` sets). A choice of only `null` makes the rest nullable.
 */
function unionField(schema: SchemaNode, keyword: 'oneOf' | 'anyOf', scope: Scope): Field {
  const { [keyword]: listed = [], ...rest } = schema;
  const choices: SchemaNode[] = [];
  for (const choice of listed) {
    if (!isSchemaNode(choice)) return { kind: 'json' };
    const resolved = resolve(choice, scope);
    if (!resolved.ok) return { kind: 'json', note: resolved.note };
    const joined = mergeMembers([withoutWords(rest), resolved.schema]);
    if (!joined) return { kind: 'json', note: { reason: 'unmergeable' } };
    choices.push(joined);
  }
  const others = choices.filter((c) => !isNullSchema(c));
  if (others.length === 0) return { kind: 'json' };
  const variants = variantsOf(others, keyword, scope);
  return others.length < choices.length ? { kind: 'nullable', inner: variants } : variants;
}

/** Words about the whole node are not part of each choice: its own title must name it. */
function withoutWords(schema: SchemaNode): SchemaNode {
  const { title: _title, description: _description, ...rest } = schema;
  return rest;
}

function variantsOf(
  choices: readonly SchemaNode[],
  keyword: 'oneOf' | 'anyOf' | 'type',
  scope: Scope,
): Field {
  if (choices.length === 1) return fieldAt(choices[0], scope);
  const labels = variantLabels(choices);
  return {
    kind: 'variants',
    keyword,
    variants: choices.map((choice, i) => ({ label: labels[i]!, field: fieldAt(choice, scope) })),
  };
}

function typeListField(schema: SchemaNode, types: readonly JsonSchemaType[], scope: Scope): Field {
  const concrete = [...new Set(types)].filter((t): t is Exclude<JsonSchemaType, 'null'> => t !== 'null');
  if (concrete.length === 0) return { kind: 'fixed', value: null };
  const choices = concrete.map((type): SchemaNode => ({ ...withoutWords(schema), type }));
  const field = variantsOf(choices, 'type', scope);
  return concrete.length < types.length ? { kind: 'nullable', inner: field } : field;
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
    case 'fixed':
      return { kind: 'fixed', given: true };
    case 'nullable':
      return { kind: 'nullable', isNull: false, inner: emptyDraft(field.inner) };
    case 'variants':
      return { kind: 'variants', index: -1, drafts: field.variants.map(() => null) };
    case 'object':
      return {
        kind: 'object',
        entries: Object.fromEntries(field.properties.map((p) => [p.name, emptyPropertyDraft(p)])),
      };
    case 'array':
      return { kind: 'array', rows: [] };
    default: {
      return assertNever(field);
    }
  }
}

/** A required fixed value is filled in; an optional one waits to be asked for. */
function emptyPropertyDraft(property: PropertyField): Draft {
  if (property.field.kind === 'fixed') return { kind: 'fixed', given: property.required };
  return emptyDraft(property.field);
}
