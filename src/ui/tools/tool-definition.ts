// A user-defined tool as the Tools tab edits it, and its validation into the session's declarative
// UserToolSpec. Parameters come from a simple form (one row per property) or as JSON Schema text, checked
// against the JSON Schema meta-schema by a validator generated ahead of time — nothing typed here is ever run
// as code. Whether the schema compiles is asked of the runtime worker when it is saved (`compileProblem`):
// the page compiles no schema (decision 0113).
import { describePatternProblem } from '../../common/schema-patterns/pattern-problem';
import {
  firstUnsupportedPattern,
  type UnsupportedPattern,
} from '../../common/schema-patterns/unsupported-patterns';
import type { JsonSchema, ObjectSchema } from '../../engine/protocol/json-schema';
import { TOOL_ERROR_CODES, type ToolErrorCode, type ToolStatus } from '../../engine/protocol/tool-result';
import { loneSurrogateKeyProblem } from '../../engine/validation/compile-schema';
import type { UserToolSpec } from '../../state/session-edit/port-types';
import { validateJsonSchema } from './generated/json-schema-validator';

export const SIMPLE_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type SimpleType = (typeof SIMPLE_TYPES)[number];

export interface ParameterRow {
  readonly name: string;
  readonly type: SimpleType;
  readonly required: boolean;
  readonly description: string;
}

export interface CannedRow {
  readonly status: ToolStatus;
  readonly text: string;
  readonly errorCode: ToolErrorCode;
}

export interface ToolDraft {
  readonly kind: 'tool' | 'function';
  readonly name: string;
  readonly description: string;
  readonly parametersMode: 'form' | 'json';
  readonly parameterRows: readonly ParameterRow[];
  readonly parametersText: string;
  readonly concurrencySafe: boolean;
  readonly resultMode: 'canned' | 'template';
  readonly canned: readonly CannedRow[];
  readonly template: string;
}

export type DraftField = 'name' | 'description' | 'parameters' | 'result';

export interface DraftProblem {
  readonly field: DraftField;
  readonly message: string;
  /**
   * The page's words for it (toolsTab.*): the message stays as the English fallback. A `schemaDetail` param is
   * ajv's own sentence, said in the page's language where shown (schema-message-text.ts).
   */
  readonly words?: { readonly key: string; readonly params: Readonly<Record<string, string>> };
}

export const EMPTY_TOOL_DRAFT: ToolDraft = {
  kind: 'tool',
  name: '',
  description: '',
  parametersMode: 'form',
  parameterRows: [],
  parametersText: '{\n  "type": "object",\n  "properties": {}\n}',
  concurrencySafe: true,
  resultMode: 'canned',
  canned: [{ status: 'success', text: '', errorCode: 'EXECUTION_ERROR' }],
  template: '',
};

/** The function-calling API's rule for names. */
const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function schemaOfRows(rows: readonly ParameterRow[]): ObjectSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const row of rows) {
    properties[row.name] = { type: row.type, ...(row.description ? { description: row.description } : {}) };
  }
  const required = rows.filter((r) => r.required).map((r) => r.name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function parametersOf(draft: ToolDraft): { schema?: ObjectSchema; problems: DraftProblem[] } {
  const problem = (message: string, key: string, params: Readonly<Record<string, string>> = {}) => ({
    problems: [{ field: 'parameters' as const, message, words: { key: `toolsTab.problem.${key}`, params } }],
  });
  if (draft.parametersMode === 'form') {
    const names = draft.parameterRows.map((r) => r.name);
    const bad = names.find((n) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n));
    if (bad !== undefined)
      return problem(`"${bad}" is not a valid parameter name (letters, digits, _).`, 'parameterName', {
        name: bad,
      });
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup !== undefined)
      return problem(`The parameter "${dup}" is defined twice.`, 'parameterTwice', { name: dup });
    return { schema: schemaOfRows(draft.parameterRows), problems: [] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(draft.parametersText);
  } catch (error) {
    return problem(`The JSON Schema is not JSON: ${(error as Error).message}`, 'notJson', {
      detail: (error as Error).message,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return problem('The parameters must be a JSON Schema object.', 'notObject');
  const record = parsed as Record<string, unknown>;
  if (record.type !== 'object')
    return problem('The parameters schema needs "type": "object" at the top.', 'notObjectType');
  if (typeof record.properties !== 'object' || record.properties === null || Array.isArray(record.properties))
    return problem('The parameters schema needs a "properties" object.', 'noProperties');
  if (!validateJsonSchema(parsed)) {
    const first = validateJsonSchema.errors?.[0];
    return problem(
      `Not a valid JSON Schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
      'invalidSchema',
      { at: first?.instancePath || '/', schemaDetail: first?.message ?? '' },
    );
  }
  const unsupported = firstUnsupportedPattern(parsed);
  if (unsupported) return { problems: [patternProblem(unsupported)] };
  // The one reason not to compile that is known without compiling (ajv would throw a URIError on it).
  const lone = loneSurrogateKeyProblem(parsed);
  if (lone !== null) return { problems: [compileProblem(lone)] };
  return { schema: parsed as ObjectSchema, problems: [] };
}

/** The parameters schema does not compile (the runtime's `checkSchema` says why: a `$ref` to nothing...). */
export function compileProblem(reason: string): DraftProblem {
  return {
    field: 'parameters',
    message: `The schema cannot be compiled: ${reason}.`,
    words: { key: 'toolsTab.problem.notCompiled', params: { detail: reason } },
  };
}

/** A pattern RE2 cannot take: refused now, named by where it is and why (in the page's language). */
function patternProblem({ pointer, pattern, problem }: UnsupportedPattern): DraftProblem {
  return {
    field: 'parameters',
    message: `The pattern ${JSON.stringify(pattern)} at ${pointer} is refused: ${describePatternProblem(problem)}.`,
    words: {
      key: `toolsTab.patternRefused.${problem.kind}`,
      params: { pointer, pattern, ...(problem.kind === 'syntax' ? { detail: problem.detail } : {}) },
    },
  };
}

/** The spec the session stores, or what is wrong; `takenNames` are the other tools' names. */
export function validateToolDraft(
  draft: ToolDraft,
  takenNames: readonly string[],
): { ok: true; spec: UserToolSpec } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const name = draft.name.trim();
  if (!NAME_PATTERN.test(name))
    problems.push({
      field: 'name',
      message: 'Use 1–64 letters, digits, "_" or "-" for the name.',
      words: { key: 'toolsTab.problem.name', params: {} },
    });
  else if (takenNames.includes(name))
    problems.push({
      field: 'name',
      message: `A tool named "${name}" already exists.`,
      words: { key: 'toolsTab.problem.nameTaken', params: { name } },
    });
  if (draft.description.trim() === '')
    problems.push({
      field: 'description',
      message: 'Describe what the tool does: it is all the model reads.',
      words: { key: 'toolsTab.problem.description', params: {} },
    });
  const parameters = draft.kind === 'tool' ? parametersOf(draft) : { problems: [] };
  problems.push(...parameters.problems);
  const result = resultOf(draft);
  if (!result.ok)
    problems.push({
      field: 'result',
      message: result.message,
      words: { key: `toolsTab.problem.${result.key}`, params: {} },
    });
  if (problems.length > 0 || !result.ok) return { ok: false, problems };
  return {
    ok: true,
    spec: {
      kind: draft.kind,
      name,
      description: draft.description.trim(),
      ...(draft.kind === 'tool' && 'schema' in parameters && parameters.schema
        ? { parameters: parameters.schema }
        : {}),
      concurrencySafe: draft.concurrencySafe,
      result: result.spec,
    },
  };
}

function resultOf(
  draft: ToolDraft,
): { ok: true; spec: UserToolSpec['result'] } | { ok: false; message: string; key: string } {
  if (draft.resultMode === 'template') {
    if (draft.template.trim() === '')
      return { ok: false, message: 'Write the template the result is made from.', key: 'template' };
    return { ok: true, spec: { type: 'template', template: draft.template } };
  }
  if (draft.canned.length === 0)
    return { ok: false, message: 'Add at least one canned result.', key: 'noCanned' };
  if (!draft.canned.every((row) => TOOL_ERROR_CODES.includes(row.errorCode)))
    return { ok: false, message: 'An error result needs a known error code.', key: 'errorCode' };
  return {
    ok: true,
    spec: {
      type: 'canned',
      results: draft.canned.map((row) => ({
        status: row.status,
        text: row.text,
        ...(row.status === 'error' ? { errorCode: row.errorCode } : {}),
      })),
    },
  };
}

/** The draft that edits an existing spec (the JSON mode keeps any schema the simple form cannot show). */
export function draftOfSpec(spec: UserToolSpec): ToolDraft {
  const params = spec.parameters;
  const simpleRows = params ? rowsOfSchema(params) : [];
  return {
    kind: spec.kind,
    name: spec.name,
    description: spec.description,
    parametersMode: params && simpleRows === null ? 'json' : 'form',
    parameterRows: simpleRows ?? [],
    parametersText: JSON.stringify(params ?? EMPTY_TOOL_DRAFT_SCHEMA, null, 2),
    concurrencySafe: spec.concurrencySafe,
    resultMode: spec.result.type,
    canned:
      spec.result.type === 'canned'
        ? spec.result.results.map((r) => ({
            status: r.status,
            text: r.text,
            errorCode: r.errorCode ?? 'EXECUTION_ERROR',
          }))
        : EMPTY_TOOL_DRAFT.canned,
    template: spec.result.type === 'template' ? spec.result.template : '',
  };
}

const EMPTY_TOOL_DRAFT_SCHEMA: ObjectSchema = { type: 'object', properties: {} };

function rowsOfSchema(schema: ObjectSchema): ParameterRow[] | null {
  const rows: ParameterRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties)) {
    const type = property.type;
    const simple = SIMPLE_TYPES.find((t) => t === type);
    const extraKeys = Object.keys(property).filter((k) => k !== 'type' && k !== 'description');
    if (!simple || extraKeys.length > 0) return null;
    rows.push({ name, type: simple, required: required.has(name), description: property.description ?? '' });
  }
  return rows;
}
