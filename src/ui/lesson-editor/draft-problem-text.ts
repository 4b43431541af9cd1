// A problem of the lesson being written, in the page's language and in the editor's own words: the part the
// author wrote it in ("Checkpoint 2’s choices", "讲解 1 的文字") where the loader names a JSON pointer. The
// sentence around it is the loader's, worded by loadProblemText (the same table a refused file is told
// with); an empty text gets a sentence of its own, since "at least 1 characters" is no way to say it.
import type { i18n as I18n } from 'i18next';
import type { LoadProblem } from '../../common/load-problem';
import { placeOfPath, type DraftPlace } from '../../session/lessons/authoring/draft-place';
import { loadProblemText } from '../reasons/load-problem-text';

type Words = Pick<I18n, 't' | 'exists'>;

/** The part of the draft, as the editor labels it. */
export function placeWords(place: DraftPlace, words: Words): string {
  const { t } = words;
  switch (place.kind) {
    case 'title':
    case 'summary':
    case 'notes':
    case 'checkpoints':
    case 'session':
    case 'lesson':
      return t(`lessonEditor.place.${place.kind}`);
    case 'note':
    case 'checkpoint': {
      const item = t(`lessonEditor.${place.kind}`, { n: place.n });
      if (place.field === null) return item;
      return t('lessonEditor.place.field', {
        item,
        field: t(`lessonEditor.place.${place.kind}Field.${place.field}`),
      });
    }
  }
}

/** One problem as a sentence; the same sentence twice (a text empty in both languages) is said once. */
export function draftProblemsText(problems: readonly LoadProblem[], words: Words): string[] {
  const said = problems.map((problem) => {
    const place = placeOfPath(String(problem.params.path ?? ''));
    const where = placeWords(place, words);
    if (problem.code === 'schema.minLength' && 'language' in place && place.language !== null)
      return words.t('lessonEditor.problem.empty', { place: where });
    if (problem.code === 'schema.minItems' && place.kind === 'notes')
      return words.t('lessonEditor.problem.noNotes');
    if (problem.code === 'answer-not-a-choice')
      return words.t('lessonEditor.problem.answerNotAChoice', {
        place: where,
        answer: problem.params.answer,
      });
    return loadProblemText({ ...problem, params: { ...problem.params, path: where } }, words);
  });
  return [...new Set(said)];
}
