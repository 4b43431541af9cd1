// The Script tab edits a scripted session's turns as JSON. A turn must have the shape the scripted model
// plays (errors block applying it); its calls are then checked against the tools' JSON Schemas. Schema
// mismatches are warnings, not errors: a script may send a broken call on purpose (lesson 4 does), and the
// pipeline answers it with INVALID_PARAM — the point is that the person sees it coming.
import {
  jsonTextProblem,
  MAX_ARGUMENT_DEPTH,
  nestsDeeperThan,
  tooDeepArguments,
} from '../../common/json-depth';
import type { JsonSchema } from '../../engine/protocol/json-schema';
import type { OpenAITool } from '../../engine/schema/openai-tool';
import type { ScriptedTurn } from '../../state/session-edit/port-types';
import type { SchemaCheck } from '../ports/schema-check-port';

/** A call's arguments, to be checked against its tool's schema where schemas may be compiled. */
export interface CallToCheck {
  /** `toolCalls[i]`, as the warnings begin. */
  readonly where: string;
  readonly schema: JsonSchema;
  readonly args: unknown;
}

export interface TurnCheck {
  /** Present when the text is a playable turn. */
  readonly turn?: ScriptedTurn;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** The calls whose arguments the tools' schemas still have to check (their warnings: `schemaWarnings`). */
  readonly argumentChecks: readonly CallToCheck[];
}

const FINISH_REASONS = ['stop', 'tool_calls', 'length', 'content_filter'];
const TURN_KEYS = ['content', 'toolCalls', 'finishReason'];
const CALL_KEYS = ['id', 'name', 'arguments'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(value: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(value).filter((k) => !allowed.includes(k));
}

/** The warnings of one call, from the check of its arguments (`values: [args]`) against its tool's schema. */
export function schemaWarnings({ where }: CallToCheck, check: SchemaCheck): string[] {
  if (!check.compiles) return [`${where}: the tool's schema cannot be checked: ${check.message}`];
  return (check.errors[0] ?? []).map(
    (e) =>
      `${where}: arguments${e.instancePath} ${e.message ?? e.keyword} (the pipeline will answer INVALID_PARAM)`,
  );
}

/** `tools` is the schema sent at the latest step; empty when the session has not built one yet. */
export function checkTurnText(text: string, tools: readonly OpenAITool[]): TurnCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { errors: [`Not JSON: ${(error as Error).message}`], warnings: [], argumentChecks: [] };
  }
  if (!isRecord(parsed)) return { errors: ['A turn is a JSON object.'], warnings: [], argumentChecks: [] };
  const errors: string[] = [];
  const warnings: string[] = [];
  const argumentChecks: CallToCheck[] = [];
  for (const key of unknownKeys(parsed, TURN_KEYS)) errors.push(`Unknown field "${key}".`);
  if (parsed.content !== undefined && typeof parsed.content !== 'string')
    errors.push('"content" must be a string.');
  if (parsed.finishReason !== undefined && !FINISH_REASONS.includes(parsed.finishReason as string))
    errors.push(`"finishReason" must be one of ${FINISH_REASONS.join(', ')}.`);
  const calls = parsed.toolCalls;
  if (calls !== undefined && !Array.isArray(calls)) errors.push('"toolCalls" must be an array.');
  if (Array.isArray(calls)) {
    calls.forEach((call: unknown, i) => {
      const where = `toolCalls[${i}]`;
      if (!isRecord(call)) return errors.push(`${where} must be an object.`);
      for (const key of unknownKeys(call, CALL_KEYS)) errors.push(`${where}: unknown field "${key}".`);
      if (call.id !== undefined && typeof call.id !== 'string')
        errors.push(`${where}: "id" must be a string.`);
      if (typeof call.name !== 'string' || call.name === '')
        return errors.push(`${where}: "name" is required.`);
      if (typeof call.arguments !== 'string' && !isRecord(call.arguments))
        return errors.push(`${where}: "arguments" must be an object (or a string sent as is).`);
      // Too deep to be sent to the runtime as an object (structured clone overflows): an error. As a string
      // it is sent as is, for the pipeline to refuse: a warning (common/json-depth.ts).
      const tooDeep = `${where}: ${tooDeepArguments()}.`;
      if (typeof call.arguments !== 'string' && nestsDeeperThan(call.arguments, MAX_ARGUMENT_DEPTH))
        return errors.push(tooDeep);
      if (
        typeof call.arguments === 'string' &&
        jsonTextProblem(call.arguments, { maxDepth: MAX_ARGUMENT_DEPTH })
      )
        return warnings.push(tooDeep);
      if (tools.length === 0) return;
      const tool = tools.find((t) => t.function.name === call.name);
      if (!tool) return warnings.push(`${where}: no tool named "${call.name}" is offered.`);
      let args: unknown = call.arguments;
      if (typeof args === 'string') {
        try {
          args = JSON.parse(args);
        } catch {
          return warnings.push(`${where}: the arguments string is not JSON (sent as is).`);
        }
      }
      argumentChecks.push({ where, schema: tool.function.parameters, args });
    });
  }
  if (errors.length > 0) return { errors, warnings, argumentChecks };
  return { turn: parsed, errors, warnings, argumentChecks };
}

export function turnText(turn: ScriptedTurn): string {
  return JSON.stringify(turn, null, 2);
}

/** The first turn whose text differs from the script's, or null when nothing changed. */
export function firstEditedTurn(
  script: readonly ScriptedTurn[],
  edited: readonly ScriptedTurn[],
): number | null {
  const length = Math.max(script.length, edited.length);
  for (let i = 0; i < length; i++) {
    const before = script[i];
    const after = edited[i];
    if (!before || !after || JSON.stringify(before) !== JSON.stringify(after)) return i;
  }
  return null;
}
