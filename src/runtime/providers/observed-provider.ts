// Tells the host when a live endpoint is being asked and when it has answered, so the status can say
// "waiting for <model> at <endpoint>" instead of looking idle or paused while a request is in flight. Offline
// providers (a script, a recording, a person) answer at once or have their own waiting state: not reported.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../../llm/model-types';
import { asksEndpoint } from '../spec/provider-spec';

export interface ModelCallInFlight {
  readonly model: string;
  /** The endpoint asked (as `endpointOf` names it). */
  readonly endpoint: string;
}

export class ObservedProvider implements ModelProvider {
  constructor(
    private readonly inner: ModelProvider,
    private readonly endpoint: string | null,
    private readonly onCall: (call: ModelCallInFlight | null) => void,
  ) {}

  get identity(): ProviderIdentity {
    return this.inner.identity;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    // A fork's chained provider changes identity once the recording is used up: judged at each call.
    const live = asksEndpoint(this.inner.identity.kind) && this.endpoint !== null;
    if (!live) return this.inner.complete(request, options);
    this.onCall({ model: this.inner.identity.model, endpoint: this.endpoint });
    try {
      return await this.inner.complete(request, options);
    } finally {
      this.onCall(null);
    }
  }
}
