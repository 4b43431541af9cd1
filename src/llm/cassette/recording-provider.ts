// Wraps any provider and records each exchange into a cassette, so a live run can be replayed offline.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { recordedRequestOf, type Cassette, type CassetteEntry } from './cassette';

export class RecordingProvider implements ModelProvider {
  private readonly entries: CassetteEntry[] = [];

  constructor(private readonly inner: ModelProvider) {}

  get identity(): ProviderIdentity {
    return this.inner.identity;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const outcome = await this.inner.complete(request, options);
    this.entries.push({ request: structuredClone(recordedRequestOf(request)), outcome });
    return outcome;
  }

  cassette(): Cassette {
    return { recordedWith: this.inner.identity, entries: [...this.entries] };
  }
}
