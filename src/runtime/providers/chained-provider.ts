// A fork: the first exchanges come from the recording (still checked for divergence), the rest from another
// provider — a live model, a person, or an edited script.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../../llm/model-types';

export class ChainedProvider implements ModelProvider {
  private served = 0;

  constructor(
    private readonly first: ModelProvider,
    private readonly firstCount: number,
    private readonly then: ModelProvider,
  ) {}

  get identity(): ProviderIdentity {
    return this.served < this.firstCount ? this.first.identity : this.then.identity;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const provider = this.served < this.firstCount ? this.first : this.then;
    const outcome = await provider.complete(request, options);
    if (outcome.ok || outcome.error.kind !== 'diverged') this.served += 1;
    return outcome;
  }
}
