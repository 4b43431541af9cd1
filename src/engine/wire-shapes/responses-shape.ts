// The same turn in OpenAI's Responses API shape: the conversation is a list of `input` items, and a tool call
// is not part of an assistant message but an item of its own (`function_call`), answered by a
// `function_call_output` item with the same `call_id`. The OpenAI-compatible provider sends this body when
// its panel chooses the Responses API; the inspector shows it for any turn.
import type { OpenAITool } from '../protocol/openai-tool';
import type {
  ChatMessage,
  ChatToolChoice,
  ChatTurnRequest,
  ChatTurnResponse,
  Converted,
  ShapeLoss,
} from './chat-turn';
import { assertNever } from '../../common/assert-never';

export type ResponsesInputItem =
  | { readonly type: 'message'; readonly role: 'system' | 'user' | 'assistant'; readonly content: string }
  | {
      readonly type: 'function_call';
      readonly call_id: string;
      readonly name: string;
      readonly arguments: string;
    }
  | { readonly type: 'function_call_output'; readonly call_id: string; readonly output: string };

export interface ResponsesTool {
  readonly type: 'function';
  readonly name: string;
  readonly description: string;
  readonly parameters: OpenAITool['function']['parameters'];
  /** The Responses API takes a tool as strict unless told otherwise: always said. */
  readonly strict: boolean;
}

export type ResponsesToolChoice =
  'auto' | 'none' | 'required' | { readonly type: 'function'; readonly name: string };

export interface ResponsesRequestBody {
  readonly model: string;
  readonly input: readonly ResponsesInputItem[];
  readonly tools?: readonly ResponsesTool[];
  readonly tool_choice?: ResponsesToolChoice;
  readonly parallel_tool_calls?: boolean;
}

export function toResponsesRequest(request: ChatTurnRequest): Converted<ResponsesRequestBody> {
  const input = request.messages.flatMap(inputItemsOf);
  const hasTools = request.tools.length > 0;
  const body: ResponsesRequestBody = {
    model: request.model,
    input,
    // As in Chat Completions: tool_choice and parallel_tool_calls only with tools.
    ...(hasTools
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function' as const,
            name: tool.function.name,
            description: tool.function.description,
            parameters: tool.function.parameters,
            strict: tool.function.strict === true,
          })),
          tool_choice: responsesToolChoice(request.toolChoice),
          parallel_tool_calls: request.parallelToolCalls,
        }
      : {}),
  };
  return { body, losses: [] };
}

function inputItemsOf(message: ChatMessage): ResponsesInputItem[] {
  switch (message.role) {
    case 'system':
    case 'user':
      return [{ type: 'message', role: message.role, content: message.content }];
    case 'assistant':
      return [
        ...(message.content === null
          ? []
          : [{ type: 'message' as const, role: 'assistant' as const, content: message.content }]),
        ...(message.tool_calls ?? []).map((call) => ({
          type: 'function_call' as const,
          call_id: call.id,
          name: call.function.name,
          arguments: call.function.arguments,
        })),
      ];
    case 'tool':
      return [{ type: 'function_call_output', call_id: message.tool_call_id, output: message.content }];
    default: {
      return assertNever(message);
    }
  }
}

function responsesToolChoice(choice: ChatToolChoice): ResponsesToolChoice {
  return typeof choice === 'string' ? choice : { type: 'function', name: choice.function.name };
}

export function fromResponsesRequest(body: ResponsesRequestBody): ChatTurnRequest {
  const messages: ChatMessage[] = [];
  // An assistant turn is an optional message item and the function_call items after it.
  let assistant: { content: string | null; calls: { id: string; name: string; arguments: string }[] } | null =
    null;
  const close = () => {
    if (!assistant) return;
    messages.push({
      role: 'assistant',
      content: assistant.content,
      ...(assistant.calls.length > 0
        ? {
            tool_calls: assistant.calls.map((call) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : {}),
    });
    assistant = null;
  };
  for (const item of body.input) {
    if (item.type === 'message' && item.role === 'assistant') {
      close();
      assistant = { content: item.content, calls: [] };
    } else if (item.type === 'message') {
      close();
      messages.push({ role: item.role, content: item.content });
    } else if (item.type === 'function_call') {
      assistant ??= { content: null, calls: [] };
      assistant.calls.push({ id: item.call_id, name: item.name, arguments: item.arguments });
    } else {
      close();
      messages.push({ role: 'tool', tool_call_id: item.call_id, content: item.output });
    }
  }
  close();
  const choice = body.tool_choice ?? 'auto';
  return {
    model: body.model,
    messages,
    tools: (body.tools ?? []).map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.parameters,
        ...(tool.strict ? { strict: true } : {}),
      },
    })),
    toolChoice: typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } },
    parallelToolCalls: body.parallel_tool_calls !== false,
  };
}

export type ResponsesOutputItem =
  | {
      readonly type: 'message';
      readonly role: 'assistant';
      readonly status: 'completed';
      readonly content: readonly { readonly type: 'output_text'; readonly text: string }[];
    }
  | {
      readonly type: 'function_call';
      readonly call_id: string;
      readonly name: string;
      readonly arguments: string;
      readonly status: 'completed';
    };

export interface ResponsesResponseBody {
  readonly object: 'response';
  readonly model: string;
  readonly status: 'completed' | 'incomplete';
  readonly incomplete_details?: { readonly reason: 'max_output_tokens' | 'content_filter' };
  readonly output: readonly ResponsesOutputItem[];
  readonly usage?: {
    readonly input_tokens: number;
    readonly output_tokens: number;
    readonly total_tokens: number;
  };
}

/** Responses has no finish_reason: it follows from the items (a function_call) and the status. */
export function toResponsesResponse(
  response: ChatTurnResponse,
  model: string,
): Converted<ResponsesResponseBody> {
  const losses: ShapeLoss[] = [];
  const output: ResponsesOutputItem[] = [
    ...(response.content === null
      ? []
      : [
          {
            type: 'message' as const,
            role: 'assistant' as const,
            status: 'completed' as const,
            content: [{ type: 'output_text' as const, text: response.content }],
          },
        ]),
    ...response.toolCalls.map((call) => ({
      type: 'function_call' as const,
      call_id: call.id,
      name: call.name,
      arguments: call.arguments,
      status: 'completed' as const,
    })),
  ];
  const incomplete =
    response.finishReason === 'length'
      ? ('max_output_tokens' as const)
      : response.finishReason === 'content_filter'
        ? ('content_filter' as const)
        : undefined;
  const body: ResponsesResponseBody = {
    object: 'response',
    model,
    status: incomplete ? 'incomplete' : 'completed',
    ...(incomplete ? { incomplete_details: { reason: incomplete } } : {}),
    output,
    ...(response.usage
      ? {
          usage: {
            input_tokens: response.usage.promptTokens,
            output_tokens: response.usage.completionTokens,
            total_tokens: response.usage.promptTokens + response.usage.completionTokens,
          },
        }
      : {}),
  };
  if (finishReasonOfResponses(body) !== response.finishReason)
    losses.push({ kind: 'finish-reason-approximated', finishReason: response.finishReason });
  return { body, losses };
}

export function finishReasonOfResponses(
  body: Pick<ResponsesResponseBody, 'status' | 'incomplete_details' | 'output'>,
): ChatTurnResponse['finishReason'] {
  if (body.incomplete_details?.reason === 'max_output_tokens') return 'length';
  if (body.incomplete_details?.reason === 'content_filter') return 'content_filter';
  return body.output.some((item) => item.type === 'function_call') ? 'tool_calls' : 'stop';
}

export function fromResponsesResponse(body: ResponsesResponseBody): ChatTurnResponse {
  const texts = body.output.flatMap((item) =>
    item.type === 'message' ? item.content.map((part) => part.text) : [],
  );
  return {
    content: texts.length > 0 ? texts.join('') : null,
    toolCalls: body.output.flatMap((item) =>
      item.type === 'function_call' ? [{ id: item.call_id, name: item.name, arguments: item.arguments }] : [],
    ),
    finishReason: finishReasonOfResponses(body),
    ...(body.usage
      ? { usage: { promptTokens: body.usage.input_tokens, completionTokens: body.usage.output_tokens } }
      : {}),
  };
}
