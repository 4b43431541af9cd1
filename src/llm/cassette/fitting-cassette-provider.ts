// Replays a fork's recorded answers where they still fit (answer-fit.ts, decision 0710): unlike the strict
// cassette, a request may differ from the recorded one in its tools and settings, as long as the model would
// have been asked the same conversation and every call it made is still offered. The first answer that does
// not fit ends the run there, named (`misfit`), rather than feeding the model's old words a changed world.
import { abortedOutcome } from '../response-deltas';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { answerMisfit, misfitSentence } from './answer-fit';
import type { Cassette } from './cassette';
import { diverged, neverRecorded, playRecorded } from './cassette-provider';

export class FittingCassetteProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private next = 0;

  constructor(private readonly cassette: Cassette) {
    this.identity = { kind: 'cassette', model: cassette.recordedWith.model };
  }

  complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    if (options.signal.aborted) return Promise.resolve(abortedOutcome);
    const index = this.next;
    const entry = this.cassette.entries[index];
    if (!entry) return Promise.resolve(neverRecorded(index, this.cassette));
    const misfit = answerMisfit(entry, request, index + 1);
    if (misfit) return Promise.resolve(diverged(misfitSentence(misfit), misfit));
    this.next += 1;
    return Promise.resolve(playRecorded(entry, options));
  }
}
