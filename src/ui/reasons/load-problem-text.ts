// A refused document's problems in the page's language, from the loader's codes and parameters
// (src/common/load-problem.ts): the JSON pointer and the names it quotes stay exactly as written, the words
// around them come from loadProblems.* in the UI language. A code this version has no words for keeps the
// loader's English sentence rather than saying nothing.
import i18next, { type i18n as I18n } from 'i18next';

type Words = Pick<I18n, 't' | 'exists'>;
import type { LoadProblem } from '../../common/load-problem';

export function loadProblemText(problem: LoadProblem, words: Words = i18next): string {
  const key = `loadProblems.${problem.code}`;
  if (!words.exists(key)) return problem.text;
  const params: Record<string, string | number> = { ...problem.params };
  if (params.path === '') params.path = words.t('loadProblems.root');
  if (problem.code === 'schema.type') params.type = typeWords(String(params.type), words);
  return words.t(key, params);
}

/** All of them, one after another (each is a sentence; Chinese puts no space after its full stop). */
export function loadProblemsText(problems: readonly LoadProblem[], words: Words = i18next): string {
  return problems
    .map((problem) => loadProblemText(problem, words))
    .join(' ')
    .replace(/([。！？；]) /g, '$1');
}

/** ajv names a value's types `integer` or `string,null`: each in words, joined by "or". */
function typeWords(types: string, words: Words): string {
  return types
    .split(',')
    .map((type) => {
      const key = `loadProblems.types.${type}`;
      return words.exists(key) ? words.t(key) : type;
    })
    .join(words.t('loadProblems.or'));
}
