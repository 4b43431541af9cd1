// "Be the model": before a hand-written assistant turn is sent, check each tool call the way a strict model
// API would — a known tool, arguments that parse as a JSON object, and that match the tool's JSON Schema.
// The pipeline itself tolerates bad calls (they become error results); this check is for the person composing.
import { MAX_ARGUMENT_DEPTH, parseJsonWithinDepth, tooDeepArguments } from '../../common/json-depth';
import type { FunctionToolSchema, ModelToolCall } from '../model-types';
import { validateAgainst } from '../schema-validator';

export interface HumanTurn {
  readonly content: string | null;
  readonly toolCalls: readonly ModelToolCall[];
}

export interface TurnProblem {
  /** Which tool call, or undefined for the turn as a whole. */
  readonly callIndex?: number;
  /** JSON Pointer inside that call's arguments. */
  readonly pointer: string;
  readonly message: string;
}

export function validateAssistantTurn(turn: HumanTurn, tools: readonly FunctionToolSchema[]): TurnProblem[] {
  const problems: TurnProblem[] = [];
  if (!turn.content && turn.toolCalls.length === 0) {
    problems.push({ pointer: '', message: 'Write a reply or at least one tool call.' });
  }
  const seenIds = new Set<string>();
  turn.toolCalls.forEach((call, callIndex) => {
    if (!call.id) problems.push({ callIndex, pointer: '', message: 'The call needs an id.' });
    else if (seenIds.has(call.id))
      problems.push({ callIndex, pointer: '', message: `The id "${call.id}" is used twice.` });
    seenIds.add(call.id);
    const tool = tools.find((t) => t.function.name === call.name);
    if (!tool) {
      problems.push({
        callIndex,
        pointer: '',
        message: `No tool named "${call.name}" is offered this step.`,
      });
      return;
    }
    const parsed = parseJsonWithinDepth(call.arguments, MAX_ARGUMENT_DEPTH);
    if (!parsed.ok) {
      const why = parsed.tooDeep
        ? `${tooDeepArguments()}.`
        : `The arguments are not JSON: ${(parsed.error as Error).message}`;
      problems.push({ callIndex, pointer: '', message: why.charAt(0).toUpperCase() + why.slice(1) });
      return;
    }
    const args = parsed.value;
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      problems.push({ callIndex, pointer: '', message: 'The arguments must be a JSON object.' });
      return;
    }
    for (const problem of validateAgainst(tool.function.parameters, args)) {
      problems.push({ callIndex, ...problem });
    }
  });
  return problems;
}
