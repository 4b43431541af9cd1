// Wraps any provider and records each exchange into a cassette, so a live run can be replayed offline.
//
// The recorded request shares the request's messages rather than copying them: each request carries the
// whole history so far, so a deep copy per call was quadratic in the run's length (a 200-step replay spent
// most of its time cloning; issue 13). Sharing is safe because nothing mutates a request after it is made:
// its messages array is built fresh for each call (model-step.ts) from readonly history messages, which the
// trace's model-request event already shares in the same way.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
  WireExchange,
} from '../model-types';
import { recordedRequestOf, type Cassette, type CassetteEntry } from './cassette';

export class RecordingProvider implements ModelProvider {
  private readonly entries: CassetteEntry[] = [];

  /** `recorded`: told after each exchange joins the cassette (a live response is an input to keep). */
  constructor(
    private readonly inner: ModelProvider,
    private readonly recorded: () => void = () => undefined,
  ) {}

  get identity(): ProviderIdentity {
    return this.inner.identity;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    let wire: WireExchange | undefined;
    const outcome = await this.inner.complete(request, {
      ...options,
      onWire: (exchange) => {
        wire = exchange;
        options.onWire?.(exchange);
      },
    });
    this.entries.push({
      request: recordedRequestOf(request),
      outcome,
      ...(wire ? { wire } : {}),
    });
    this.recorded();
    return outcome;
  }

  cassette(): Cassette {
    return { recordedWith: this.inner.identity, entries: [...this.entries] };
  }
}
