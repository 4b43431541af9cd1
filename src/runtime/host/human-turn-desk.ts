// The human provider's source inside the runtime: it holds the request a person must answer and takes the
// composed turn the page submits, validating it first so a bad turn never reaches the pipeline.
import type { HumanTurnSource } from '../../llm/human/human-provider';
import {
  validateAssistantTurn,
  type HumanTurn,
  type TurnProblem,
} from '../../llm/human/validate-assistant-turn';
import type { ModelRequest } from '../../llm/model-types';

export class HumanTurnDesk implements HumanTurnSource {
  private waiting:
    | {
        request: ModelRequest;
        problems: readonly TurnProblem[];
        resolve: (turn: HumanTurn | undefined) => void;
      }
    | undefined;

  constructor(private readonly onChange: () => void) {}

  get pending(): { request: ModelRequest; problems: readonly TurnProblem[] } | undefined {
    return this.waiting ? { request: this.waiting.request, problems: this.waiting.problems } : undefined;
  }

  nextTurn(
    request: ModelRequest,
    problems: readonly TurnProblem[],
    signal: AbortSignal,
  ): Promise<HumanTurn | undefined> {
    return new Promise((resolve) => {
      this.waiting = { request, problems, resolve };
      signal.addEventListener('abort', () => this.settle(undefined), { once: true });
      this.onChange();
    });
  }

  submit(turn: HumanTurn): readonly TurnProblem[] {
    if (!this.waiting) return [{ pointer: '', message: 'The runtime is not waiting for a model turn.' }];
    const problems = validateAssistantTurn(turn, this.waiting.request.tools);
    if (problems.length > 0) return problems;
    this.settle(turn);
    return [];
  }

  private settle(turn: HumanTurn | undefined): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(turn);
    this.onChange();
  }
}
