// What a provider answers passes the device's secret scrubber before anything hears it: the response (its
// text and tool-call arguments), each streamed delta, an error's message and hints (an endpoint's 401 that
// echoes the key), and the wire exchange the inspector shows. So the recording, the trace and the history
// the model reads next hold `[API key]` where the endpoint wrote the key, on the first run and every replay.
import type { Scrubber } from '../../common/secrets/scrub-secrets';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../../llm/model-types';

export class ScrubbingProvider implements ModelProvider {
  /** `scrubber` is asked at each call: a key entered while the session is open counts from then on. */
  constructor(
    private readonly inner: ModelProvider,
    private readonly scrubber: () => Scrubber,
  ) {}

  get identity(): ProviderIdentity {
    return this.inner.identity;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const { onDelta, onWire } = options;
    const outcome = await this.inner.complete(request, {
      ...options,
      ...(onDelta ? { onDelta: (delta) => onDelta(this.scrubber().value(delta)) } : {}),
      ...(onWire ? { onWire: (wire) => onWire(this.scrubber().value(wire)) } : {}),
    });
    return this.scrubber().value(outcome);
  }
}
