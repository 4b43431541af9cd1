// A lesson may be written in one language (issue 33 item 4): a text left empty in one language is shown in
// the other. The published schema still asks for both (decision 0720), so the fallback is written into the
// document when the draft is built: every reader (the guide, links, the embed, an older ToolScope) then
// finds both without knowing about it, and a field written in both keeps both.
import type { Checkpoint, LessonNote, LocalizedText } from '../lesson';

export type TextLanguage = keyof LocalizedText;

/** The texts a learner reads, as a draft holds them (lesson-draft.ts). */
interface Texts {
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  readonly notes: readonly LessonNote[];
  readonly checkpoints: readonly Checkpoint[];
}

const written = (text: string) => text.trim() !== '';

/** The text with an empty side taking the other's (both empty stays empty: a problem for the author). */
export function withFallback(text: LocalizedText): LocalizedText {
  if (written(text.en) && !written(text.zh)) return { en: text.en, zh: text.en };
  if (written(text.zh) && !written(text.en)) return { en: text.zh, zh: text.zh };
  return text;
}

/** Every text of the draft a learner reads, each with its fallback. */
export function withBothLanguages<D extends Texts>(draft: D): D {
  return {
    ...draft,
    title: withFallback(draft.title),
    summary: withFallback(draft.summary),
    notes: draft.notes.map((n) => ({ ...n, text: withFallback(n.text) })),
    checkpoints: draft.checkpoints.map((c) => ({
      ...c,
      question: withFallback(c.question),
      explanation: withFallback(c.explanation),
    })),
  };
}

/** The languages some text of the draft is missing in while the other has it (shown in the other). */
export function fallbackLanguages(draft: Texts): readonly TextLanguage[] {
  const texts = [
    draft.title,
    draft.summary,
    ...draft.notes.map((n) => n.text),
    ...draft.checkpoints.flatMap((c) => [c.question, c.explanation]),
  ];
  return (['en', 'zh'] as const).filter((language) =>
    texts.some((t) => !written(t[language]) && written(t[language === 'en' ? 'zh' : 'en'])),
  );
}
