// Where in the editor a problem of a built lesson is (issue 33 item 4: the editor says "Checkpoint 2's
// choices", not `/guide/checkpoints/1/choices`). The loader names each problem by the JSON pointer of the
// value; this reads that pointer back as the part of the draft the author wrote it in.
import type { TextLanguage } from './one-language';

export type NoteField = 'at' | 'text' | 'focus';
export type CheckpointField = 'id' | 'step' | 'question' | 'choices' | 'answer' | 'explanation';

export type DraftPlace =
  | { readonly kind: 'title' | 'summary'; readonly language: TextLanguage | null }
  | { readonly kind: 'notes' | 'checkpoints' }
  | {
      readonly kind: 'note';
      /** 1-based, as the editor numbers them. */
      readonly n: number;
      readonly field: NoteField | null;
      readonly language: TextLanguage | null;
    }
  | {
      readonly kind: 'checkpoint';
      readonly n: number;
      readonly field: CheckpointField | null;
      readonly language: TextLanguage | null;
    }
  /** The session the lesson is written on (its document). */
  | { readonly kind: 'session' }
  /** The document's own fields the editor fills in (format, id, number). */
  | { readonly kind: 'lesson' };

const NOTE_FIELDS: readonly string[] = ['at', 'text', 'focus'];
const CHECKPOINT_FIELDS: readonly string[] = ['id', 'step', 'question', 'choices', 'answer', 'explanation'];

const languageOf = (part: string | undefined): TextLanguage | null =>
  part === 'en' || part === 'zh' ? part : null;

export function placeOfPath(path: string): DraftPlace {
  const [, top, ...rest] = path.split('/');
  if (top === 'title' || top === 'summary') return { kind: top, language: languageOf(rest[0]) };
  if (top === 'document') return { kind: 'session' };
  if (top !== 'guide') return { kind: 'lesson' };
  const [list, index, field, language] = rest;
  if (list !== 'notes' && list !== 'checkpoints') return { kind: 'notes' };
  if (index === undefined || !/^\d+$/.test(index)) return { kind: list };
  const n = Number(index) + 1;
  if (list === 'notes') {
    const known = field !== undefined && NOTE_FIELDS.includes(field);
    return { kind: 'note', n, field: known ? (field as NoteField) : null, language: languageOf(language) };
  }
  const known = field !== undefined && CHECKPOINT_FIELDS.includes(field);
  return {
    kind: 'checkpoint',
    n,
    field: known ? (field as CheckpointField) : null,
    language: languageOf(language),
  };
}
