// The messages one model turn appends to the history, in the Chat Completions wire shape.
import type { ChatToolCall } from '../protocol/chat-wire';

/** A tool call as the history holds it: the Chat Completions shape. */
export type HistoryToolCall = ChatToolCall;

/** The assistant's turn. `tool_calls` is absent (not empty) when the model called no tool. */
export interface AssistantHistoryMessage {
  readonly role: 'assistant';
  readonly content: string | null;
  readonly tool_calls?: readonly HistoryToolCall[];
}

/** One answer per tool_call id, in the model's order. `content` is the serialized, budgeted ToolResult. */
export interface ToolHistoryMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

export type HistoryMessage = AssistantHistoryMessage | ToolHistoryMessage;
