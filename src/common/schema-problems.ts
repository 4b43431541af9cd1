// ajv's errors as one line each a person can act on, most specific first, each naming the path of the value
// (`/settings/engine/maxConcurrency must be integer.`). Shared by the session loader and the runtime's own
// check of a spec's settings, so a refusal reads the same wherever it happens. Validators must be compiled
// with `verbose: true` for an unknown key to come with the keys that are allowed there.
import type { ErrorObject } from 'ajv';
import { loadProblem, type LoadProblem } from './load-problem';

/** The most specific errors first: deeper paths say more than "does not match oneOf" at a parent. */
export function explainSchemaErrors(errors: readonly ErrorObject[], prefix = ''): string[] {
  return schemaProblems(errors, prefix).map((problem) => problem.text);
}

/**
 * The same lines as values: `schema.<keyword>` with the path (`path`, '' for the document itself) and what
 * the keyword names, so the page renders them in its language (src/ui/reasons/load-problem-text.ts).
 */
export function schemaProblems(errors: readonly ErrorObject[], prefix = ''): LoadProblem[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const chosen = specific.length > 0 ? specific : [...errors];
  const sorted = [...chosen].sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  const seen = new Set<string>();
  const problems: LoadProblem[] = [];
  for (const error of sorted) {
    const problem = describe(error, prefix);
    if (seen.has(problem.text)) continue;
    seen.add(problem.text);
    problems.push(problem);
  }
  return problems;
}

function depth(pointer: string): number {
  return pointer.split('/').length;
}

function describe(error: ErrorObject, prefix: string): LoadProblem {
  const path = `${prefix}${error.instancePath}`;
  const where = path === '' ? 'the document' : path;
  const params = error.params as Record<string, unknown>;
  const said = (text: string, named: Record<string, string | number> = {}) =>
    loadProblem(`schema.${error.keyword}`, text, { path, ...named });
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      return said(`${where} is missing "${key}".`, { key });
    }
    case 'additionalProperties':
      return unknownKey(path, where, String(params.additionalProperty), allowedKeys(error));
    case 'enum': {
      const values = JSON.stringify(params.allowedValues);
      return said(`${where} must be one of ${values}.`, { values });
    }
    case 'const': {
      const value = JSON.stringify(params.allowedValue);
      return said(`${where} must be ${value}.`, { value });
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const limit = Number(params.limit);
      const words = {
        minimum: 'at least',
        maximum: 'at most',
        exclusiveMinimum: 'more than',
        exclusiveMaximum: 'less than',
      }[error.keyword];
      return said(`${where} must be ${words} ${String(params.limit)}.`, { limit });
    }
    case 'discriminator': {
      const tag = String(params.tag);
      return said(`${where} has an unknown or missing "${tag}".`, { tag });
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      return said(`${where} has a key "${key}" that is not allowed there.`, { key });
    }
    case 'type':
      return said(`${where} ${error.message ?? 'has the wrong type'}.`, { type: String(params.type) });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
    case 'multipleOf':
      return said(`${where} ${error.message ?? `fails "${error.keyword}"`}.`, {
        limit: Number(params.limit ?? params.multipleOf),
      });
    case 'pattern':
      return said(`${where} ${error.message ?? 'does not match its pattern'}.`, {
        pattern: String(params.pattern),
      });
    case 'format':
      return said(`${where} ${error.message ?? 'has the wrong format'}.`, { format: String(params.format) });
    case 'uniqueItems':
      return said(`${where} ${error.message ?? 'has duplicate items'}.`, {
        first: Number(params.j),
        second: Number(params.i),
      });
    case 'oneOf':
    case 'anyOf':
    case 'not':
    case 'if':
      return said(`${where} ${error.message ?? `fails "${error.keyword}"`}.`);
    default:
      return loadProblem('schema.other', `${where} ${error.message ?? `fails "${error.keyword}"`}.`, {
        path,
        keyword: error.keyword,
      });
  }
}

function unknownKey(path: string, where: string, key: string, allowed: readonly string[]): LoadProblem {
  if (/key|secret|token/i.test(key)) {
    return loadProblem(
      'schema.secretKey',
      `${where} has a property "${key}" that sessions do not allow (API keys are never stored in a session).`,
      { path, key },
    );
  }
  const near = allowed.find((candidate) => isNear(key, candidate));
  if (near)
    return loadProblem(
      'schema.unknownKeyNear',
      `${where} has a property "${key}" that sessions do not allow (did you mean "${near}"?).`,
      { path, key, near },
    );
  if (allowed.length > 0 && allowed.length <= 12)
    return loadProblem(
      'schema.unknownKeyAllowed',
      `${where} has a property "${key}" that sessions do not allow (allowed: ${allowed.join(', ')}).`,
      { path, key, allowed: allowed.join(', ') },
    );
  return loadProblem(
    'schema.additionalProperties',
    `${where} has a property "${key}" that sessions do not allow.`,
    {
      path,
      key,
    },
  );
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
