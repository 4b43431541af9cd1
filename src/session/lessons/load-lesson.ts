// Loading a lesson document: parse, check its format, upgrade its session `document` when it is an older
// version (upgrade-session.ts), validate it against schema/lesson.schema.json (which holds the session schema
// for its `document`), then the rules a schema cannot say — unique checkpoint ids, steps the session can
// reach, a language variant with the session's steps (lesson-variants.ts). Problems are values, one line each
// a person can act on, never throws; a document that fails is refused whole and nothing else changes.
import { schemaProblems } from '../../common/schema-problems';
import { loadProblem, type LoadProblem } from '../../common/load-problem';
import { validateLesson } from '../generated/document-validators';
import { LESSON_FORMAT, LESSON_FORMAT_VERSION, type Lesson } from './lesson';
import { variantProblems } from './lesson-variants';
import { toolPatternProblem } from '../tool-pattern-problem';
import { upgradedIfOlder } from '../upgrade-session';

export type LessonLoadResult =
  | { readonly ok: true; readonly lesson: Lesson }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly problems: readonly string[];
      /** The same problems as codes and parameters, for the page to word in its language. */
      readonly details: readonly LoadProblem[];
    };

export function loadLessonText(text: string): LessonLoadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail([loadProblem('not-json', `The file is not JSON: ${(error as Error).message}`)]);
  }
  return loadLessonValue(value);
}

export function loadLessonValue(value: unknown): LessonLoadResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail([loadProblem('lesson-not-object', 'A lesson document is a JSON object.')]);
  }
  const record = value as Record<string, unknown>;
  if (record.format !== LESSON_FORMAT) {
    return fail([
      loadProblem('lesson-format', `This is not a ToolScope lesson: "format" must be "${LESSON_FORMAT}".`, {
        format: LESSON_FORMAT,
      }),
    ]);
  }
  if (record.formatVersion !== LESSON_FORMAT_VERSION) {
    const version = JSON.stringify(record.formatVersion) ?? 'undefined';
    return fail([
      loadProblem(
        'lesson-version',
        `The lesson has format version ${version}; this ToolScope reads version ${LESSON_FORMAT_VERSION}.`,
        { version, expected: LESSON_FORMAT_VERSION },
      ),
    ]);
  }
  // The lesson's format holds a session document with its own version: an older one is upgraded first.
  const current = 'document' in record ? { ...record, document: upgradedIfOlder(record.document) } : record;
  // Compiled ahead of time with the session schema it holds (decision 0113).
  if (!validateLesson(current)) return fail(schemaProblems(validateLesson.errors ?? []));
  const lesson = current as unknown as Lesson;
  const pattern = toolPatternProblem(lesson.document.tools.userDefined, '/document');
  const problems = [...(pattern ? [pattern] : []), ...guideProblems(lesson), ...variantProblems(lesson)];
  return problems.length > 0 ? fail(problems) : { ok: true, lesson };
}

/** What the schema cannot check: ids that must be unique, and steps the session's script can reach. */
function guideProblems(lesson: Lesson): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const seen = new Set<string>();
  const provider = lesson.document.provider;
  // A scripted session has at most one step per scripted turn; other providers are not bounded here.
  const lastStep = provider.kind === 'scripted' ? provider.script.length : Number.POSITIVE_INFINITY;
  lesson.guide.checkpoints.forEach((checkpoint, i) => {
    const where = `/guide/checkpoints/${i}`;
    if (seen.has(checkpoint.id))
      problems.push(
        loadProblem(
          'checkpoint-id-reused',
          `${where}/id "${checkpoint.id}" is used by an earlier checkpoint.`,
          {
            path: `${where}/id`,
            id: checkpoint.id,
          },
        ),
      );
    seen.add(checkpoint.id);
    for (const step of new Set([checkpoint.step, checkpoint.answer.step])) {
      if (step > lastStep) {
        problems.push(
          loadProblem(
            'step-past-script',
            `${where} reads step ${step}, but the script has only ${lastStep} turn(s).`,
            {
              path: where,
              step,
              turns: lastStep,
            },
          ),
        );
      }
    }
  });
  lesson.guide.notes.forEach((note, i) => {
    if (note.at.kind === 'step' && note.at.step > lastStep) {
      problems.push(
        loadProblem(
          'step-past-script',
          `/guide/notes/${i}/at is step ${note.at.step}, but the script has only ${lastStep} turn(s).`,
          { path: `/guide/notes/${i}/at`, step: note.at.step, turns: lastStep },
        ),
      );
    }
  });
  return problems;
}

function fail(details: readonly LoadProblem[]): LessonLoadResult {
  const problems = details.map((problem) => problem.text);
  return { ok: false, reason: problems[0] ?? 'The lesson document is not valid.', problems, details };
}
