// An API key travels with the endpoint it was entered for, and the runtime hands it to a provider only when
// the session's endpoint is that one. Anything else — no key, or a key for another endpoint — gets a provider
// that sends nothing and says why when the model is asked: a session opened from a link or a file can never
// carry the person's key to the server it names.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../../llm/model-types';
import { endpointOf } from '../../llm/openai/endpoint';

export { endpointOf, sameEndpoint, type EndpointOf } from '../../llm/openai/endpoint';

export interface EndpointCredential {
  /** As `endpointOf` gives it: origin and path. */
  readonly endpoint: string;
  readonly apiKey: string;
}

/** The key bound to the endpoint `baseURL` names; undefined when that is not an endpoint or the key is empty. */
export function credentialFor(baseURL: string, apiKey: string): EndpointCredential | undefined {
  const named = endpointOf(baseURL);
  return named.ok && apiKey !== '' ? { endpoint: named.endpoint, apiKey } : undefined;
}

/** The key for `endpoint`, or why there is none: never a key bound elsewhere. */
export function keyForEndpoint(
  endpoint: string,
  model: string,
  credential: EndpointCredential | undefined,
): { readonly ok: true; readonly apiKey: string } | { readonly ok: false; readonly provider: ModelProvider } {
  if (credential && credential.endpoint === endpoint) return { ok: true, apiKey: credential.apiKey };
  return { ok: false, provider: new NoKeyProvider(endpoint, model, credential?.endpoint) };
}

class NoKeyProvider implements ModelProvider {
  readonly identity: ProviderIdentity;

  constructor(
    private readonly endpoint: string,
    model: string,
    private readonly keyEndpoint: string | undefined,
  ) {
    this.identity = { kind: 'endpoint', model };
  }

  complete(_request: ModelRequest, _options: CompleteOptions): Promise<ModelOutcome> {
    const message =
      this.keyEndpoint === undefined
        ? `No API key was given for the endpoint ${this.endpoint}, so nothing was sent to it.`
        : `The API key given belongs to ${this.keyEndpoint}, not to this session's endpoint ${this.endpoint}, so it was not sent.`;
    return Promise.resolve({
      ok: false,
      error: {
        kind: 'no-key',
        message,
        hints: [
          `Enter a key for ${this.endpoint} in the Model provider panel and press Apply. A key entered for another endpoint is never sent here.`,
        ],
      },
    });
  }
}
