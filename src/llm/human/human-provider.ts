// The person at the keyboard is the model. The provider asks its source (the page, through the runtime
// worker) for a turn, and keeps asking — passing back what was wrong — until the turn validates.
import { abortedOutcome, deltasOf } from '../response-deltas';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { validateAssistantTurn, type HumanTurn, type TurnProblem } from './validate-assistant-turn';

export interface HumanTurnSource {
  /** Resolves with the composed turn, or `undefined` when the person gave up (treated as a stop). */
  nextTurn(
    request: ModelRequest,
    problems: readonly TurnProblem[],
    signal: AbortSignal,
  ): Promise<HumanTurn | undefined>;
}

export class HumanProvider implements ModelProvider {
  readonly identity: ProviderIdentity = { kind: 'human', model: 'human' };

  constructor(private readonly source: HumanTurnSource) {}

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    let problems: readonly TurnProblem[] = [];
    for (;;) {
      if (options.signal.aborted) return abortedOutcome;
      const turn = await this.source.nextTurn(request, problems, options.signal);
      if (!turn || options.signal.aborted) return abortedOutcome;
      problems = validateAssistantTurn(turn, request.tools);
      if (problems.length > 0) continue;
      const response = {
        content: turn.content,
        toolCalls: turn.toolCalls,
        finishReason: turn.toolCalls.length > 0 ? ('tool_calls' as const) : ('stop' as const),
      };
      for (const delta of deltasOf(response)) options.onDelta?.(delta);
      return { ok: true, response };
    }
  }
}
