// A tool's parameters as the Schema tab's card tabulates them: every field, nested ones too (`edits[].path`),
// each with a type a person reads (`array of object`, `"a" | "b"`, `→ #/$defs/Range`, `string | integer` for
// a oneOf/anyOf). A schema comes from a model provider, a person or a link, so the walk is bounded: no
// recursion, at most MAX_PARAMETER_DEPTH levels and MAX_PARAMETER_ROWS rows, and how many were left out.
import type { OpenAITool } from '../../engine';

export interface ParameterRow {
  /** The field's path: `a`, `a.b`, `list[].field`. */
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  /** 0 for a top-level parameter, one more per object or array level. */
  readonly depth: number;
}

export const MAX_PARAMETER_DEPTH = 6;
export const MAX_PARAMETER_ROWS = 200;

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Pending {
  readonly name: string;
  readonly node: SchemaNode;
  readonly required: boolean;
  readonly depth: number;
}

export interface ParameterTable {
  readonly rows: readonly ParameterRow[];
  /** Fields left out past MAX_PARAMETER_ROWS (the card says how many). */
  readonly omitted: number;
}

export function parameterRows(tool: OpenAITool): readonly ParameterRow[] {
  return parameterTable(tool).rows;
}

export function parameterTable(tool: OpenAITool): ParameterTable {
  const rows: ParameterRow[] = [];
  const root = isNode(tool.function.parameters) ? tool.function.parameters : {};
  // Depth first, in the schema's order: a stack of what is still to list, the next field on top.
  const stack: Pending[] = fieldsOf(root, '', 0).reverse();
  while (stack.length > 0) {
    if (rows.length === MAX_PARAMETER_ROWS) return { rows, omitted: stack.length };
    const field = stack.pop()!;
    rows.push({
      name: field.name,
      type: describeType(field.node),
      required: field.required,
      description: typeof field.node.description === 'string' ? field.node.description : '',
      depth: field.depth,
    });
    if (field.depth + 1 < MAX_PARAMETER_DEPTH)
      stack.push(...fieldsOf(field.node, field.name, field.depth + 1).reverse());
  }
  return { rows, omitted: 0 };
}

/** The fields inside a node: its properties, or its items' properties (`name[].field`). */
function fieldsOf(node: SchemaNode, prefix: string, depth: number): Pending[] {
  const items = isNode(node.items) ? node.items : null;
  const holder = items ?? node;
  const base = items ? `${prefix}[]` : prefix;
  if (!isNode(holder.properties)) return [];
  const required = new Set(Array.isArray(holder.required) ? holder.required : []);
  return Object.entries(holder.properties).flatMap(([name, property]) =>
    isNode(property)
      ? [
          {
            name: base === '' ? name : `${base}.${name}`,
            node: property,
            required: required.has(name),
            depth,
          },
        ]
      : [],
  );
}

function describeType(node: SchemaNode): string {
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof node.$ref === 'string') return `→ ${node.$ref}`;
  const alternatives = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : null;
  if (alternatives) return alternatives.map((a) => (isNode(a) ? describeType(a) : 'any')).join(' | ');
  const type = Array.isArray(node.type)
    ? node.type.join(' | ')
    : typeof node.type === 'string'
      ? node.type
      : 'any';
  if (type === 'array' && isNode(node.items)) return `array of ${describeType(node.items)}`;
  return type;
}
