// Loading = parse, check the format and version, upgrade old versions, validate against the published JSON
// Schema, and explain what is wrong in one line a person can act on. Problems are values, never throws.
import { Ajv, type ErrorObject } from 'ajv';
import sessionSchema from '../../schema/session.schema.json';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from './session-document';
import { upgradeToCurrent } from './upgrade-session';

export type LoadResult =
  | { readonly ok: true; readonly document: SessionDocument; readonly upgradedFrom?: number }
  | { readonly ok: false; readonly reason: string; readonly problems: readonly string[] };

const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
const validate = ajv.compile(sessionSchema);

export function loadSessionText(text: string): LoadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail([`The file is not JSON: ${(error as Error).message}`]);
  }
  return loadSessionValue(value);
}

export function loadSessionValue(value: unknown): LoadResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(['A session document is a JSON object.']);
  }
  const record = value as Record<string, unknown>;
  if (record.format !== SESSION_FORMAT) {
    return fail([`This is not a ToolScope session: "format" must be "${SESSION_FORMAT}".`]);
  }
  const version = record.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(['"formatVersion" must be a positive integer.']);
  }
  if (version > SESSION_FORMAT_VERSION) {
    return fail([
      `The document has format version ${version}; this ToolScope reads up to ${SESSION_FORMAT_VERSION}. Update ToolScope.`,
    ]);
  }
  const upgraded = upgradeToCurrent(record, version);
  if (!upgraded.ok) return fail([upgraded.reason]);
  if (!validate(upgraded.value)) return fail(explain(validate.errors ?? []));
  const document = upgraded.value as unknown as SessionDocument;
  return version === SESSION_FORMAT_VERSION
    ? { ok: true, document }
    : { ok: true, document, upgradedFrom: version };
}

function fail(problems: string[]): LoadResult {
  return { ok: false, reason: problems[0] ?? 'The document is invalid.', problems };
}

/** The most specific errors first: deeper paths say more than "does not match oneOf" at a parent. */
export function explain(errors: readonly ErrorObject[]): string[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const chosen = specific.length > 0 ? specific : [...errors];
  const sorted = [...chosen].sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  return [...new Set(sorted.map(describe))];
}

function depth(pointer: string): number {
  return pointer.split('/').length;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the document' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where} is missing "${String(params.missingProperty)}".`;
    case 'additionalProperties':
      return `${where} has a property "${String(params.additionalProperty)}" that sessions do not allow${
        /key|secret|token/i.test(String(params.additionalProperty))
          ? ' (API keys are never stored in a session)'
          : ''
      }.`;
    case 'enum':
      return `${where} must be one of ${JSON.stringify(params.allowedValues)}.`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}.`;
    case 'minimum':
    case 'maximum':
      return `${where} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}.`;
    case 'discriminator':
      return `${where} has an unknown or missing "${String(params.tag)}".`;
    default:
      return `${where} ${error.message ?? `fails "${error.keyword}"`}.`;
  }
}
