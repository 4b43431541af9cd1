// Wraps any provider and records each exchange into a cassette, so a live run can be replayed offline.
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
      request: structuredClone(recordedRequestOf(request)),
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
