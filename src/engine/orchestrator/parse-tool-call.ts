// Plan, part 1: the arguments of one tool call. A JSON string (the wire format) or an object; anything that
// does not give a JSON object is an INVALID_PARAM result naming why (the reference silently used `{}` for
// `[1,2]` or `42`). Never throws, whatever the model sent. Arguments nested deeper than MAX_ARGUMENT_DEPTH are
// refused here, measured without recursion before anything parses or writes them (common/json-depth.ts):
// past it, the history's JSON, the trace's posting to the page and every recursive walk overflow the stack.
import {
  MAX_ARGUMENT_DEPTH,
  nestsDeeperThan,
  parseJsonWithinDepth,
  tooDeepArguments,
} from '../../common/json-depth';
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
    const parsed = parseJsonWithinDepth(raw, MAX_ARGUMENT_DEPTH);
    if (!parsed.ok && parsed.tooDeep) return { ok: false, error: TOO_DEEP, text: raw };
    if (!parsed.ok) {
      // Our own wording (see json-syntax-error.ts): engines word JSON.parse errors differently.
      const reason = findJsonSyntaxError(raw)?.message ?? errorMessage(parsed.error);
      return { ok: false, error: `Tool arguments are not valid JSON: ${reason}.`, text: raw };
    }
    const value = parsed.value;
    return isPlainObject(value)
      ? { ok: true, input: value, text: raw }
      : { ok: false, error: `Tool arguments must be a JSON object, got ${describe(value)}.`, text: raw };
  }
  // An object (a script's, a test's) is measured before JSON.stringify, which would overflow on it.
  if (nestsDeeperThan(raw, MAX_ARGUMENT_DEPTH)) return { ok: false, error: TOO_DEEP, text: TOO_DEEP_TEXT };
  const text = stringifyForDisplay(raw);
  return isPlainObject(raw)
    ? { ok: true, input: raw, text }
    : { ok: false, error: `Tool arguments must be a JSON object, got ${describe(raw)}.`, text };
}

const TOO_DEEP = `Tool arguments are refused: ${tooDeepArguments()}.`;
/** What the plan shows for an object too deep to write out. */
const TOO_DEEP_TEXT = `<${tooDeepArguments()}>`;

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
