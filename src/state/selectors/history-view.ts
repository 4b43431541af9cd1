// The History tab and the conversation: the messages array as the model will receive it next.
import type { HistoryMessage, ModelResponseEvent, TraceEvent } from '../../engine';
import { DeliveredResults, type DeliveredResult } from './delivered-result';

export type ChatMessage =
  | { readonly role: 'system'; readonly content: string; readonly seq: number }
  | { readonly role: 'user'; readonly content: string; readonly seq: number }
  | (HistoryMessage & { readonly seq: number });

export interface HistoryView {
  readonly messages: readonly ChatMessage[];
  /** The usage the API reported for the latest response (live models only). */
  readonly usage: ModelResponseEvent['usage'] | null;
  /** What the model received for each call (status and error code after the budget), for the cards. */
  readonly deliveredByCallId: ReadonlyMap<string, DeliveredResult>;
}

export function selectHistoryView(events: readonly TraceEvent[]): HistoryView {
  return historyViewOfScope(events, undefined);
}

/**
 * One agent's conversation: the main agent's (`scope` undefined), or a Task subagent's, whose own history
 * (its system prompt, the Task prompt as its user message, its calls and answer) lives under its scope.
 */
export function historyViewOfScope(events: readonly TraceEvent[], scope: string | undefined): HistoryView {
  const messages: ChatMessage[] = [];
  const delivered = new DeliveredResults();
  let usage: ModelResponseEvent['usage'] | null = null;
  let systemShown = false;
  // A final answer has no tool calls, so no history-append carries it; it comes from the response itself.
  let pendingFinal: { content: string; seq: number } | null = null;
  for (const event of events) {
    if (event.scope !== scope) continue;
    delivered.add(event);
    if (event.type === 'run-start') {
      const prompt = event.settings.systemPrompt;
      if (!systemShown && prompt.length > 0) {
        messages.push({ role: 'system', content: prompt, seq: event.seq });
        systemShown = true;
      }
      messages.push({ role: 'user', content: event.userMessage, seq: event.seq });
    } else if (event.type === 'model-response') {
      usage = event.usage ?? usage;
      pendingFinal =
        event.toolCalls.length === 0 && event.content !== null
          ? { content: event.content, seq: event.seq }
          : null;
    } else if (event.type === 'history-append') {
      pendingFinal = null;
      for (const message of event.messages) messages.push({ ...message, seq: event.seq });
    } else if (event.type === 'step-end' && pendingFinal) {
      messages.push({ role: 'assistant', content: pendingFinal.content, seq: pendingFinal.seq });
      pendingFinal = null;
    }
  }
  return { messages, usage, deliveredByCallId: delivered.all() };
}

/** The wire shape of a message (what is sent), without our `seq` bookkeeping. */
export function wireMessage(message: ChatMessage): Record<string, unknown> {
  const { seq: _seq, ...wire } = message;
  return wire;
}

/** A message as the History tab counts its tokens: its wire shape as JSON. */
export function wireText(message: ChatMessage): string {
  return JSON.stringify(wireMessage(message));
}

/** The texts whose tokens the History tab counts, at the end of `events` (any earlier cursor: a prefix). */
export function historyWireTexts(events: readonly TraceEvent[]): string[] {
  return selectHistoryView(events).messages.map(wireText);
}
