// The default provider: deterministic, offline, no key. It ignores what the request says and plays the next
// turn, which is exactly what lessons and tests need (the pipeline, not the model, is under study).
import { abortedOutcome, deltasOf } from '../response-deltas';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { responseOfTurn, type ScriptedTurn } from './scripted-turn';

export class ScriptedProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private nextTurn = 0;

  /** `startAt` skips turns already played (a fork that replayed them from a cassette). */
  constructor(
    private readonly turns: readonly ScriptedTurn[],
    model = 'scripted',
    startAt = 0,
  ) {
    this.identity = { kind: 'scripted', model };
    this.nextTurn = startAt;
  }

  /** How many turns have been played: a fork continues a script from here. */
  get turnsPlayed(): number {
    return this.nextTurn;
  }

  complete(_request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    if (options.signal.aborted) return Promise.resolve(abortedOutcome);
    const turn = this.turns[this.nextTurn];
    if (!turn) {
      return Promise.resolve({
        ok: false,
        error: {
          kind: 'script-exhausted',
          message: `The script has no turn ${this.nextTurn + 1} (it has ${this.turns.length}).`,
          hints: ['Add a final turn without tool calls, or continue with another provider.'],
        },
      });
    }
    const response = responseOfTurn(turn, this.nextTurn);
    this.nextTurn += 1;
    for (const delta of deltasOf(response)) options.onDelta?.(delta);
    return Promise.resolve({ ok: true, response });
  }
}
