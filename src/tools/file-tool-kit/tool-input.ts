// What is left to check of a tool's arguments once ajv has validated them against its schema (the engine
// does, before `run`; the input's type follows from the schema, engine/protocol/define-tool.ts): rules a JSON
// Schema does not say. Types, required fields, enums and the published ranges need no check here.
export type InputRead<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * A line or character number the schema bounds only from below: past Number.MAX_SAFE_INTEGER it would not
 * be exact, so it is refused in the words the tools have always used.
 */
export function safeInteger(name: string, value: number, min: number): InputRead<number> {
  if (value <= Number.MAX_SAFE_INTEGER) return { ok: true, value };
  return {
    ok: false,
    message: `'${name}' must be between ${min} and ${Number.MAX_SAFE_INTEGER} (got ${value}).`,
  };
}
