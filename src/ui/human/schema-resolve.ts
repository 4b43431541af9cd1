// Before a schema node becomes a field, its `$ref` is followed and its `allOf` folded into one node. Only
// references inside the tool's own schema are followed (`#`, `#/$defs/…`, `#/definitions/…`, any local JSON
// Pointer): the page fetches nothing, so a remote one is said in words. A reference met again below itself
// (a tree whose children are trees) is where the form stops and a JSON field takes the rest, so a recursive
// schema gives a finite form; so does nesting deeper than MAX_FORM_DEPTH.
import { isSchemaNode, type SchemaNode } from './schema-node';

export type JsonNote =
  | { readonly reason: 'remote-ref' | 'cyclic-ref' | 'missing-ref'; readonly ref: string }
  | { readonly reason: 'too-deep' | 'unmergeable' };

/** Where a node sits: the whole schema its references point into, and the references followed to reach it. */
export interface Scope {
  readonly root: SchemaNode;
  readonly trail: readonly string[];
  readonly depth: number;
}

/** Levels of nested fields a form draws before the rest is one JSON field (a hostile schema may nest 10,000). */
export const MAX_FORM_DEPTH = 12;

export type Resolved =
  | { readonly ok: true; readonly schema: SchemaNode; readonly scope: Scope }
  | { readonly ok: false; readonly note: JsonNote };

export function rootScope(root: SchemaNode): Scope {
  return { root, trail: [], depth: 0 };
}

export function resolve(schema: SchemaNode, scope: Scope): Resolved {
  if (scope.depth > MAX_FORM_DEPTH) return { ok: false, note: { reason: 'too-deep' } };
  const followed = followRefs(schema, scope);
  if (!followed.ok || !followed.schema.allOf) return followed;
  return foldAllOf(followed.schema, followed.scope);
}

function followRefs(schema: SchemaNode, scope: Scope): Resolved {
  let node = schema;
  let trail = scope.trail;
  while (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (!ref.startsWith('#')) return { ok: false, note: { reason: 'remote-ref', ref } };
    if (trail.includes(ref)) return { ok: false, note: { reason: 'cyclic-ref', ref } };
    const target = pointerTarget(scope.root, ref.slice(1));
    if (!isSchemaNode(target)) return { ok: false, note: { reason: 'missing-ref', ref } };
    trail = [...trail, ref];
    // Words written beside a reference (its description, its title) describe this use of it: they win.
    const { $ref: _followed, ...beside } = node;
    node = { ...target, ...beside };
  }
  return { ok: true, schema: node, scope: { ...scope, trail } };
}

function pointerTarget(root: SchemaNode, pointer: string): unknown {
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let at: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    } catch {
      return undefined;
    }
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

/**
 * `allOf` of objects (a base and its extension) becomes one object: properties and `required` united, a
 * property named twice becomes the `allOf` of both. Members that disagree on the type, or more than one union
 * among them, have no single form: the node is edited as JSON.
 */
function foldAllOf(schema: SchemaNode, scope: Scope): Resolved {
  const { allOf = [], ...own } = schema;
  const members: SchemaNode[] = [own];
  for (const member of allOf) {
    if (!isSchemaNode(member)) return { ok: false, note: { reason: 'unmergeable' } };
    const resolved = resolve(member, { ...scope, depth: scope.depth + 1 });
    if (!resolved.ok) return resolved;
    members.push(resolved.schema);
  }
  const merged = mergeMembers(members);
  return merged ? { ok: true, schema: merged, scope } : { ok: false, note: { reason: 'unmergeable' } };
}

export function mergeMembers(members: readonly SchemaNode[]): SchemaNode | undefined {
  const types = new Set(members.flatMap((m) => (m.type === undefined ? [] : [JSON.stringify(m.type)])));
  const unions = members.filter((m) => m.oneOf || m.anyOf);
  if (types.size > 1 || unions.length > 1) return undefined;
  const properties: Record<string, SchemaNode> = {};
  const required = new Set<string>();
  let merged: SchemaNode = {};
  for (const member of members) {
    merged = { ...merged, ...member };
    for (const [name, property] of Object.entries(member.properties ?? {}))
      properties[name] = Object.hasOwn(properties, name)
        ? { allOf: [properties[name]!, property] }
        : property;
    for (const name of member.required ?? []) required.add(name);
  }
  const hasProperties = members.some((m) => m.properties);
  return {
    ...merged,
    ...(hasProperties ? { properties } : {}),
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}
