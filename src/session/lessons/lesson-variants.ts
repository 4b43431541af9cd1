// A lesson's conversation in each language it is told in. `document` is the English session; a variant
// (lesson.ts, `variants.zh`) overlays the human-language text only — the session title, the user messages,
// the scripted turns' `content` and the strings of a call's arguments where they are prose (a TodoWrite
// list) — so tools, the calls' shapes, workspace, recorded inputs and settings are the English session's: the same calls run in the same batches through the same gates, and a
// checkpoint (a selector read by step, in trace vocabulary) reads the same answer in both. The texts do
// change the trace (the model's deltas, the messages), so each variant has its own pin (lesson-pins.ts).
import type { SessionDocument } from '../session-document';
import type { ConversationVariant, Lesson, LessonLanguage, VariantTurn } from './lesson';
import { loadProblem, type LoadProblem } from '../../common/load-problem';

/** The languages a lesson may be told in, English (its `document`) first. */
export const LESSON_LANGUAGES: readonly LessonLanguage[] = ['en', 'zh'];

/** The languages this lesson's conversation exists in: English, then each variant it has. */
export function conversationLanguages(lesson: Lesson): readonly LessonLanguage[] {
  return LESSON_LANGUAGES.filter((lang) => lang === 'en' || lesson.variants?.[lang] !== undefined);
}

/** Whether the lesson's conversation exists in this language (English always does). */
export function hasConversationIn(lesson: Lesson, lang: LessonLanguage): boolean {
  return lang === 'en' || lesson.variants?.[lang] !== undefined;
}

// One object per lesson and language, so a document compared or kept by identity stays the same one.
const built = new WeakMap<Lesson, Map<LessonLanguage, SessionDocument>>();

/** The session the lesson runs in this language: its variant there, else the English `document`. */
export function lessonDocumentIn(lesson: Lesson, lang: LessonLanguage): SessionDocument {
  const variant = lang === 'en' ? undefined : lesson.variants?.[lang];
  if (!variant) return lesson.document;
  let byLang = built.get(lesson);
  if (!byLang) built.set(lesson, (byLang = new Map<LessonLanguage, SessionDocument>()));
  let document = byLang.get(lang);
  if (!document) byLang.set(lang, (document = overlay(lesson.document, variant)));
  return document;
}

function overlay(document: SessionDocument, variant: ConversationVariant): SessionDocument {
  const provider = document.provider;
  if (provider.kind !== 'scripted') return document; // the loader refuses a variant of an unscripted session
  const script = provider.script.map((turn, i) => {
    const told = variant.script[i];
    const content = told?.content;
    const withText = content === undefined || turn.content === undefined ? turn : { ...turn, content };
    const calls = told?.toolCalls;
    if (!calls || !withText.toolCalls) return withText;
    return {
      ...withText,
      toolCalls: withText.toolCalls.map((call, j) => {
        const restated = calls[j];
        return restated ? { ...call, arguments: restated.arguments } : call;
      }),
    };
  });
  return {
    ...document,
    title: variant.title,
    userMessages: variant.userMessages,
    provider: { ...provider, script },
  };
}

/**
 * The language of the lesson's conversation this document tells (its title and user messages are that
 * variant's); null when it is neither (edited in the app). Cheap: it reads no workspace.
 */
export function conversationLanguageOf(lesson: Lesson, document: SessionDocument): LessonLanguage | null {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((text, i) => text === b[i]);
  for (const lang of conversationLanguages(lesson)) {
    const told = lessonDocumentIn(lesson, lang);
    if (told.title === document.title && same(told.userMessages, document.userMessages)) return lang;
  }
  return null;
}

/**
 * What the schema cannot say about a variant: that it has the English session's shape — as many user
 * messages, as many scripted turns (steps), and text in exactly the turns whose English has text.
 */
export function variantProblems(lesson: Lesson): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const provider = lesson.document.provider;
  for (const lang of LESSON_LANGUAGES) {
    const variant = lang === 'en' ? undefined : lesson.variants?.[lang];
    if (!variant) continue;
    const where = `/variants/${lang}`;
    if (provider.kind !== 'scripted') {
      problems.push(
        loadProblem(
          'variant-not-scripted',
          `${where}: only a scripted session can be told in another language.`,
          {
            path: where,
          },
        ),
      );
      continue;
    }
    const messages = lesson.document.userMessages.length;
    if (variant.userMessages.length !== messages) {
      problems.push(
        loadProblem(
          'variant-messages',
          `${where}/userMessages has ${variant.userMessages.length} message(s); the session has ${messages}.`,
          { path: `${where}/userMessages`, count: variant.userMessages.length, expected: messages },
        ),
      );
    }
    const turns = provider.script.length;
    if (variant.script.length !== turns) {
      problems.push(
        loadProblem(
          'variant-turns',
          `${where}/script has ${variant.script.length} turn(s); the session's script has ${turns}: a variant keeps every step.`,
          { path: `${where}/script`, count: variant.script.length, expected: turns },
        ),
      );
      continue;
    }
    variant.script.forEach((turn, i) => {
      problems.push(
        ...restatedCallProblems(turn, provider.script[i]?.toolCalls ?? [], `${where}/script/${i}`),
      );
      const english = provider.script[i]?.content !== undefined;
      if ((turn.content !== undefined) !== english) {
        const path = `${where}/script/${i}`;
        problems.push(
          english
            ? loadProblem('variant-content-missing', `${path} has no "content"; the English turn has text.`, {
                path,
              })
            : loadProblem('variant-content-extra', `${path} has "content"; the English turn has none.`, {
                path,
              }),
        );
      }
    });
  }
  return problems;
}

/** A call's arguments said again may differ in their strings only; as many entries as the English calls. */
function restatedCallProblems(
  turn: VariantTurn,
  english: readonly { readonly arguments?: unknown }[],
  where: string,
): LoadProblem[] {
  const calls = turn.toolCalls;
  if (calls === undefined) return [];
  if (calls.length !== english.length) {
    const path = `${where}/toolCalls`;
    return [
      loadProblem(
        'variant-calls',
        `${path} has ${calls.length} call(s); the English turn has ${english.length}.`,
        { path, count: calls.length, expected: english.length },
      ),
    ];
  }
  return calls.flatMap((call, j) => {
    if (call === null) return [];
    const path = `${where}/toolCalls/${j}/arguments`;
    const at = firstShapeDifference(english[j]!.arguments, call.arguments);
    return at === null
      ? []
      : [
          loadProblem(
            'variant-call-shape',
            `${path}${at} differs from the English call in more than its text: a variant may restate strings only.`,
            { path: `${path}${at}` },
          ),
        ];
  });
}

/**
 * Where two JSON values first differ other than in a string's text (a JSON pointer, '' for the values
 * themselves), or null when only strings differ. Walked with a stack, not recursion: arguments can be deep.
 */
export function firstShapeDifference(english: unknown, told: unknown): string | null {
  const stack: [unknown, unknown, string][] = [[english, told, '']];
  while (stack.length > 0) {
    const [a, b, at] = stack.pop()!;
    if (typeof a === 'string' && typeof b === 'string') continue;
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return at;
      a.forEach((item, i) => stack.push([item, b[i], `${at}/${i}`]));
      continue;
    }
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const keys = Object.keys(a);
      const same = keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
      if (!same) return at;
      for (const key of keys)
        stack.push([
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          `${at}/${key}`,
        ]);
      continue;
    }
    if (a !== b) return at;
  }
  return null;
}
