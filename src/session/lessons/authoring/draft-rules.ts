// What the editor checks beyond the lesson schema and the loader: rules about how the author uses the
// pickers, which a hand-written file is not held to. A checkpoint's answer (the reading it picked) must be
// one of its choices, or no learner could pick it (the catalog's tests hold the built-in lessons to the same).
import { loadProblem, type LoadProblem } from '../../../common/load-problem';
import type { Checkpoint } from '../lesson';

export function checkpointRuleProblems(checkpoints: readonly Checkpoint[]): LoadProblem[] {
  return checkpoints.flatMap((checkpoint, i) =>
    checkpoint.expected !== undefined && !checkpoint.choices.includes(checkpoint.expected)
      ? [
          loadProblem(
            'answer-not-a-choice',
            `/guide/checkpoints/${i}/choices does not include the answer "${checkpoint.expected}".`,
            { path: `/guide/checkpoints/${i}/choices`, answer: checkpoint.expected },
          ),
        ]
      : [],
  );
}
