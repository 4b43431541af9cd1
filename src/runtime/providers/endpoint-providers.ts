// One record per wire protocol: which provider speaks it. Typed by the API list (engine/trace/wire-exchange.ts),
// so a protocol added to that list does not compile until it has its provider here, and nothing else in the
// runtime names an API to choose one.
import { AnthropicMessagesProvider } from '../../llm/anthropic/anthropic-provider';
import type { ModelProvider } from '../../llm/model-types';
import { OpenAICompatibleProvider } from '../../llm/openai/openai-provider';
import type { EndpointApi } from '../spec/provider-spec';

/** What every endpoint provider is made from: the spec's transport and the key bound to its endpoint. */
export interface EndpointSettings {
  readonly baseURL: string;
  readonly apiKey: string;
  readonly model: string;
  readonly stream: boolean;
  readonly timeoutMs?: number;
  readonly idleTimeoutMs?: number;
}

export const ENDPOINT_PROVIDERS: Readonly<
  Record<EndpointApi, (settings: EndpointSettings) => ModelProvider>
> = {
  'chat-completions': (settings) => new OpenAICompatibleProvider({ ...settings, api: 'chat-completions' }),
  responses: (settings) => new OpenAICompatibleProvider({ ...settings, api: 'responses' }),
  'anthropic-messages': (settings) => new AnthropicMessagesProvider(settings),
};
