// One checkpoint: the question in both languages, its answer as a selector picked from what the trace reads
// (the reading becomes the expected answer and one of the choices), the other choices, and the explanation.
// When the script changed and the selector reads otherwise now, it says so and offers the new answer.
import { useTranslation } from '../i18n/use-translation';
import type { Checkpoint } from '../../session/lessons/lesson';
import type { AnswerCheck } from '../../session/lessons/authoring/moved-answers';
import { shuffledChoices } from '../../session/lessons/authoring/choice-order';
import { BilingualField } from './BilingualField';
import { PickField } from './PickField';
import type { AnswerPick, PickOption } from './pick-options';

interface Props {
  readonly index: number;
  readonly checkpoint: Checkpoint;
  readonly answers: readonly PickOption<AnswerPick>[];
  readonly check: AnswerCheck;
  readonly onChange: (checkpoint: Checkpoint) => void;
  readonly onRemove: () => void;
}

/** The answer picked: the selector, what it reads now (kept as expected), and that reading among the choices. */
export function withAnswer(checkpoint: Checkpoint, pick: AnswerPick): Checkpoint {
  const choices = checkpoint.choices.includes(pick.reading)
    ? checkpoint.choices
    : [pick.reading, ...checkpoint.choices.filter((c) => c !== checkpoint.expected)];
  return { ...checkpoint, answer: pick.selector, step: pick.selector.step, expected: pick.reading, choices };
}

export function CheckpointEditor({ index, checkpoint, answers, check, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const value = JSON.stringify(checkpoint.answer);
  const known = answers.some((o) => o.value === value);
  return (
    <fieldset
      className="lesson-editor-item"
      data-testid="editor-checkpoint"
      data-checkpoint={checkpoint.id}
      data-answer-state={check.kind}
    >
      <legend>{t('lessonEditor.checkpoint', { n: index + 1 })}</legend>
      {check.kind === 'moved' ? (
        <p role="alert" className="lesson-editor-moved" data-testid="checkpoint-moved">
          {t('lessonEditor.moved', { expected: check.expected, now: check.now })}{' '}
          <button
            type="button"
            onClick={() =>
              onChange(withAnswer(checkpoint, { selector: checkpoint.answer, reading: check.now }))
            }
          >
            {t('lessonEditor.acceptMoved')}
          </button>
        </p>
      ) : null}
      {check.kind === 'not-run' ? <p className="muted">{t('lessonEditor.notRun')}</p> : null}
      <BilingualField
        label={t('lessonEditor.question')}
        value={checkpoint.question}
        testId="checkpoint-question"
        onChange={(question) => onChange({ ...checkpoint, question })}
      />
      <PickField
        label={t('lessonEditor.answer')}
        testId="checkpoint-selector"
        options={answers}
        value={known ? value : ''}
        leading={
          <option value="" disabled>
            {known ? t('lessonEditor.answerNone') : `${t('lessonEditor.answerNone')} (${value})`}
          </option>
        }
        onPick={(picked) => picked && onChange(withAnswer(checkpoint, picked.item))}
      />
      <label className="lesson-editor-field">
        <span>{t('lessonEditor.askBefore')}</span>
        <input
          type="number"
          min={1}
          max={checkpoint.answer.step}
          value={checkpoint.step}
          onChange={(e) => {
            const step = Number(e.target.value);
            if (Number.isInteger(step) && step >= 1) onChange({ ...checkpoint, step });
          }}
        />
      </label>
      <label className="lesson-editor-field">
        <span>{t('lessonEditor.choices')}</span>
        <textarea
          rows={3}
          data-testid="checkpoint-choices"
          value={checkpoint.choices.join('\n')}
          onChange={(e) => onChange({ ...checkpoint, choices: e.target.value.split('\n') })}
        />
      </label>
      <p className="lesson-editor-inline">
        <button
          type="button"
          data-testid="checkpoint-shuffle"
          onClick={() => {
            const written = checkpoint.choices.filter((c) => c.trim() !== '');
            onChange({ ...checkpoint, choices: shuffledChoices(written, Math.random) });
          }}
        >
          {t('lessonEditor.shuffle')}
        </button>{' '}
        <span className="muted">{t('lessonEditor.shuffleHint')}</span>
      </p>
      <BilingualField
        label={t('lessonEditor.explanation')}
        value={checkpoint.explanation}
        multiline
        testId="checkpoint-explanation"
        onChange={(explanation) => onChange({ ...checkpoint, explanation })}
      />
      <button type="button" onClick={onRemove}>
        {t('lessonEditor.remove')}
      </button>
    </fieldset>
  );
}
