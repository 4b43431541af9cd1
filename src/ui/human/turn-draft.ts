// The whole "be the model" turn as the person composes it: an optional reply text and any number of tool
// calls (several at once, to see how they are batched), each edited through the generated form or as raw
// JSON. Building the turn collects every local problem (a bad number, broken JSON) with its call and pointer,
// so the form can show it inline before anything is sent; the worker then checks the turn against the
// schemas (validateAssistantTurn) and its problems come back in the same shape.
import type { FunctionToolSchema, HumanTurn, TurnProblem } from '../../state/session-edit/port-types';
import { draftOf, valueOf } from './field-values';
import { emptyDraft, fieldOf, type Draft, type Field } from './schema-fields';

export interface CallDraft {
  /** Stable React key; not sent. */
  readonly key: number;
  readonly toolName: string;
  readonly mode: 'form' | 'json';
  readonly draft: Draft;
  readonly jsonText: string;
}

export function toolField(tools: readonly FunctionToolSchema[], name: string): Field | undefined {
  const tool = tools.find((t) => t.function.name === name);
  return tool ? fieldOf(tool.function.parameters) : undefined;
}

export function newCall(tools: readonly FunctionToolSchema[], toolName: string, key: number): CallDraft {
  const field = toolField(tools, toolName);
  return {
    key,
    toolName,
    mode: 'form',
    draft: field ? emptyDraft(field) : { kind: 'text', text: '' },
    jsonText: '{}',
  };
}

/** The call's arguments as JSON text, from whichever mode it is in. */
function argumentsOf(
  call: CallDraft,
  tools: readonly FunctionToolSchema[],
  callIndex: number,
): { text: string; problems: TurnProblem[] } {
  if (call.mode === 'json') return { text: call.jsonText, problems: [] };
  const field = toolField(tools, call.toolName);
  if (!field) return { text: '{}', problems: [] };
  const built = valueOf(field, call.draft);
  return {
    text: JSON.stringify(built.value ?? {}),
    problems: built.problems.map((p) => ({ callIndex, pointer: p.pointer, message: p.message })),
  };
}

/** Switching modes carries the arguments across, so nothing typed is lost. */
export function switchMode(call: CallDraft, tools: readonly FunctionToolSchema[]): CallDraft {
  const field = toolField(tools, call.toolName);
  if (call.mode === 'form') {
    const text = field ? JSON.stringify(valueOf(field, call.draft).value ?? {}, null, 2) : call.jsonText;
    return { ...call, mode: 'json', jsonText: text };
  }
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(call.jsonText);
  } catch {
    // Unparseable text cannot fill a form: start it empty rather than refuse the switch.
  }
  return { ...call, mode: 'form', draft: field ? draftOf(field, parsed) : call.draft };
}

/** Ids unique within the conversation: the request's message count tells turns apart. */
export function callId(turnNumber: number, index: number): string {
  return `call_h${turnNumber}_${index + 1}`;
}

export function buildTurn(
  content: string,
  calls: readonly CallDraft[],
  tools: readonly FunctionToolSchema[],
  turnNumber: number,
): { turn: HumanTurn; problems: TurnProblem[] } {
  const problems: TurnProblem[] = [];
  const toolCalls = calls.map((call, index) => {
    const args = argumentsOf(call, tools, index);
    problems.push(...args.problems);
    return { id: callId(turnNumber, index), name: call.toolName, arguments: args.text };
  });
  return { turn: { content: content.trim() === '' ? null : content, toolCalls }, problems };
}
