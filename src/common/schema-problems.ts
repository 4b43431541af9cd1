// ajv's errors as one line each a person can act on, most specific first, each naming the path of the value
// (`/settings/engine/maxConcurrency must be integer.`). Shared by the session loader and the runtime's own
// check of a spec's settings, so a refusal reads the same wherever it happens. Validators must be compiled
// with `verbose: true` for an unknown key to come with the keys that are allowed there.
import type { ErrorObject } from 'ajv';

/** The most specific errors first: deeper paths say more than "does not match oneOf" at a parent. */
export function explainSchemaErrors(errors: readonly ErrorObject[], prefix = ''): string[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const chosen = specific.length > 0 ? specific : [...errors];
  const sorted = [...chosen].sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  return [...new Set(sorted.map((error) => describe(error, prefix)))];
}

function depth(pointer: string): number {
  return pointer.split('/').length;
}

function describe(error: ErrorObject, prefix: string): string {
  const path = `${prefix}${error.instancePath}`;
  const where = path === '' ? 'the document' : path;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where} is missing "${String(params.missingProperty)}".`;
    case 'additionalProperties':
      return unknownKey(where, String(params.additionalProperty), allowedKeys(error));
    case 'enum':
      return `${where} must be one of ${JSON.stringify(params.allowedValues)}.`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}.`;
    case 'minimum':
    case 'maximum':
      return `${where} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}.`;
    case 'discriminator':
      return `${where} has an unknown or missing "${String(params.tag)}".`;
    case 'propertyNames':
      return `${where} has a key "${String(params.propertyName)}" that is not allowed there.`;
    default:
      return `${where} ${error.message ?? `fails "${error.keyword}"`}.`;
  }
}

function unknownKey(where: string, key: string, allowed: readonly string[]): string {
  if (/key|secret|token/i.test(key)) {
    return `${where} has a property "${key}" that sessions do not allow (API keys are never stored in a session).`;
  }
  const near = allowed.find((candidate) => isNear(key, candidate));
  const hint = near
    ? ` (did you mean "${near}"?)`
    : allowed.length > 0 && allowed.length <= 12
      ? ` (allowed: ${allowed.join(', ')})`
      : '';
  return `${where} has a property "${key}" that sessions do not allow${hint}.`;
}

function allowedKeys(error: ErrorObject): string[] {
  const parent = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
  return parent?.properties ? Object.keys(parent.properties) : [];
}

/** A misspelling: the same letters in another case, or at most two edits apart on a longer key. */
function isNear(typed: string, known: string): boolean {
  const a = typed.toLowerCase();
  const b = known.toLowerCase();
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= 2;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
