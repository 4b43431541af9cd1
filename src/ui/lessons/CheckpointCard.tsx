// One "predict, then reveal" question. Before its step has run the learner picks a choice; once the step has
// run, the answer is read from the trace (never stored in the lesson) and compared with the pick — unless
// the run read an answer none of the choices names (a live model's own way), which is said, not scored.
import { useId } from 'react';
import { Trans } from 'react-i18next';
import type { CheckpointReveal } from '../../session/lessons/checkpoint-answer';
import type { Checkpoint } from '../../session/lessons/lesson';
import { useAppStore } from '../store/use-app-store';
import { useText } from '../i18n/lessons-ui-text';
import { shownChoice } from './choice-words';

interface Props {
  readonly checkpoint: Checkpoint;
  /** Computed by the guide's state (guide-state.ts), with the trace as of the cursor. */
  readonly reveal: CheckpointReveal;
  readonly pick: string | null;
  readonly onPick: (choice: string) => void;
}

export function CheckpointCard({ checkpoint, reveal, pick, onPick }: Props) {
  const text = useText();
  const language = useAppStore((s) => s.language);
  const name = useId();
  return (
    <fieldset className="checkpoint" data-checkpoint={checkpoint.id} data-state={reveal.kind}>
      <legend>
        {reveal.kind === 'not-yet' ? text('predict') : text('reveal')} · {text('atStep')} {checkpoint.step}
      </legend>
      <p className="checkpoint-question">{checkpoint.question[language]}</p>
      {reveal.kind === 'not-yet' ? (
        <div className="checkpoint-choices">
          {checkpoint.choices.map((choice) => (
            <label key={choice} className="check-label">
              <input type="radio" name={name} checked={pick === choice} onChange={() => onPick(choice)} />
              <code>{shownChoice(choice, text)}</code>
            </label>
          ))}
        </div>
      ) : (
        <div className="checkpoint-answer" role="status">
          <p>
            <code data-testid="checkpoint-answer">{shownChoice(reveal.answer, text)}</code>{' '}
            {reveal.correct === null ? null : (
              <span className={reveal.correct ? 'checkpoint-right' : 'checkpoint-wrong'}>
                {reveal.correct ? text('right') : text('wrong')}
              </span>
            )}
            {reveal.amongChoices ? null : (
              <span className="muted" data-testid="checkpoint-off-choices">
                {text('offChoices')}
              </span>
            )}
          </p>
          <p className="muted">
            <Trans
              i18nKey="lessonsUi.yourGuess"
              components={{
                guess:
                  pick === null ? <span>{text('noGuess')}</span> : <code>{shownChoice(pick, text)}</code>,
              }}
            />
          </p>
          <p>{checkpoint.explanation[language]}</p>
        </div>
      )}
    </fieldset>
  );
}
