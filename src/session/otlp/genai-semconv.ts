// The OpenTelemetry semantic conventions the OTLP export follows, pinned: the attribute names come from
// @opentelemetry/semantic-conventions at exactly this version (package.json pins it; the GenAI names are in
// its `incubating` entry, which may rename between minor versions, hence the exact pin). The package's
// version is the semantic-conventions version it carries, so the exported spans name that schema.
// Decision 0407 says why these and not the OpenInference names.
import {
  ATTR_ERROR_TYPE,
  ATTR_GEN_AI_AGENT_ID,
  ATTR_GEN_AI_AGENT_NAME,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  ATTR_GEN_AI_RESPONSE_ID,
  ATTR_GEN_AI_RESPONSE_MODEL,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_DEFINITIONS,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_GEN_AI_TOOL_TYPE,
  ATTR_GEN_AI_USAGE_CACHE_CREATION_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_SERVICE_NAME,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
  GEN_AI_PROVIDER_NAME_VALUE_ANTHROPIC,
  GEN_AI_PROVIDER_NAME_VALUE_OPENAI,
} from '@opentelemetry/semantic-conventions/incubating';

import type { WireApi } from '../../engine/trace/wire-exchange';
import { GENAI_SEMCONV_VERSION } from './semconv-version';

export { GENAI_SEMCONV_VERSION };
export const SEMCONV_SCHEMA_URL = `https://opentelemetry.io/schemas/${GENAI_SEMCONV_VERSION}`;

export const GENAI = {
  operationName: ATTR_GEN_AI_OPERATION_NAME,
  providerName: ATTR_GEN_AI_PROVIDER_NAME,
  requestModel: ATTR_GEN_AI_REQUEST_MODEL,
  finishReasons: ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  responseId: ATTR_GEN_AI_RESPONSE_ID,
  responseModel: ATTR_GEN_AI_RESPONSE_MODEL,
  serverAddress: ATTR_SERVER_ADDRESS,
  serverPort: ATTR_SERVER_PORT,
  inputTokens: ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  outputTokens: ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  cacheReadInputTokens: ATTR_GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS,
  cacheCreationInputTokens: ATTR_GEN_AI_USAGE_CACHE_CREATION_INPUT_TOKENS,
  inputMessages: ATTR_GEN_AI_INPUT_MESSAGES,
  outputMessages: ATTR_GEN_AI_OUTPUT_MESSAGES,
  toolDefinitions: ATTR_GEN_AI_TOOL_DEFINITIONS,
  toolName: ATTR_GEN_AI_TOOL_NAME,
  toolType: ATTR_GEN_AI_TOOL_TYPE,
  toolCallId: ATTR_GEN_AI_TOOL_CALL_ID,
  toolCallArguments: ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  toolCallResult: ATTR_GEN_AI_TOOL_CALL_RESULT,
  agentName: ATTR_GEN_AI_AGENT_NAME,
  agentId: ATTR_GEN_AI_AGENT_ID,
  conversationId: ATTR_GEN_AI_CONVERSATION_ID,
  errorType: ATTR_ERROR_TYPE,
  serviceName: ATTR_SERVICE_NAME,
} as const;

export const GENAI_OPERATION = {
  chat: GEN_AI_OPERATION_NAME_VALUE_CHAT,
  executeTool: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  invokeAgent: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} as const;

/**
 * `gen_ai.provider.name` by the wire protocol a call spoke: typed by the API list, so a protocol added there
 * does not compile until it is named here. A call with no wire (a scripted or recorded answer) keeps "openai",
 * the shape its messages take.
 */
export const GENAI_PROVIDER_OF_API: Readonly<Record<WireApi, string>> = {
  'chat-completions': GEN_AI_PROVIDER_NAME_VALUE_OPENAI,
  responses: GEN_AI_PROVIDER_NAME_VALUE_OPENAI,
  'anthropic-messages': GEN_AI_PROVIDER_NAME_VALUE_ANTHROPIC,
};
