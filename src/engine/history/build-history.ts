// History (seed, step 6): the assistant message with its tool_calls, then one tool message per call in the
// model's order. Every id is answered exactly once, whatever happened to the call, so the history is always
// valid for the API.
import type {
  AssistantHistoryMessage,
  HistoryMessage,
  HistoryToolCall,
  ToolHistoryMessage,
} from './history-message';

export interface AnsweredCall {
  readonly id: string;
  readonly toolName: string;
  /** The arguments as the model sent them (objects as JSON). */
  readonly arguments: string;
  readonly content: string;
}

export function buildHistory(assistantText: string | null, calls: readonly AnsweredCall[]): HistoryMessage[] {
  if (calls.length === 0) return [{ role: 'assistant', content: assistantText }];
  const toolCalls: HistoryToolCall[] = calls.map((call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.toolName, arguments: call.arguments },
  }));
  const assistant: AssistantHistoryMessage = {
    role: 'assistant',
    content: assistantText,
    tool_calls: toolCalls,
  };
  const answers: ToolHistoryMessage[] = calls.map((call) => ({
    role: 'tool',
    tool_call_id: call.id,
    content: call.content,
  }));
  return [assistant, ...answers];
}
