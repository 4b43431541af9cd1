// Plan, part 1: the arguments of one tool call. A JSON string (the wire format) or an object; anything that
// does not give a JSON object is an INVALID_PARAM result naming why (the reference silently used `{}` for
// `[1,2]` or `42`). Never throws, whatever the model sent.
import { errorMessage } from '../common/error-message';
import { findJsonSyntaxError } from './json-syntax-error';

export type ParsedArguments =
  | { readonly ok: true; readonly input: Record<string, unknown>; readonly text: string }
  | { readonly ok: false; readonly error: string; readonly text: string };

export function parseArguments(raw: unknown): ParsedArguments {
  // Missing, null and empty arguments mean "no arguments", as the wire format allows for tools without any.
  if (raw === undefined || raw === null) return { ok: true, input: {}, text: '{}' };
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { ok: true, input: {}, text: raw };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      // Our own wording (see json-syntax-error.ts): engines word JSON.parse errors differently.
      const reason = findJsonSyntaxError(raw)?.message ?? errorMessage(error);
      return { ok: false, error: `Tool arguments are not valid JSON: ${reason}.`, text: raw };
    }
    return isPlainObject(value)
      ? { ok: true, input: value, text: raw }
      : { ok: false, error: `Tool arguments must be a JSON object, got ${describe(value)}.`, text: raw };
  }
  const text = stringifyForDisplay(raw);
  return isPlainObject(raw)
    ? { ok: true, input: raw, text }
    : { ok: false, error: `Tool arguments must be a JSON object, got ${describe(raw)}.`, text };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** JSON for showing and for the history; never throws (cycles, BigInt, deep nesting get a placeholder). */
export function stringifyForDisplay(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch (error) {
    return `<unserializable arguments: ${errorMessage(error)}>`;
  }
}
