// A lesson written in one language only is allowed and shown in that language to every reader (issue 33
// item 4): the draft's empty side of each text takes the other's when the lesson is built.
import { describe, expect, it } from 'vitest';
import { lessonById } from '../lesson-catalog';
import { loadLessonText } from '../load-lesson';
import { buildLesson, type LessonDraft } from './lesson-draft';
import { fallbackLanguages, withFallback } from './one-language';

const session = lessonById('parallel-reads')!.document;
const zhOnly = (zh: string) => ({ en: '', zh });
const enOnly = (en: string) => ({ en, zh: '' });

const chineseDraft: LessonDraft = {
  id: 'zh-only',
  title: zhOnly('一起读取'),
  summary: zhOnly('两次读取同批执行。'),
  notes: [{ at: { kind: 'step', step: 0 }, text: zhOnly('留意「批次」。') }],
  checkpoints: [
    {
      id: 'c1',
      step: 1,
      question: zhOnly('怎样分批？'),
      choices: ['a', 'b'],
      answer: { kind: 'batch-partition', step: 1 },
      explanation: zhOnly('Edit 需串行。'),
    },
  ],
};

describe('a lesson in one language', () => {
  it('builds, every English text being the Chinese one, and loads back as it is', () => {
    const built = buildLesson(chineseDraft, session);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const { lesson } = built;
    expect(lesson.title).toEqual({ en: '一起读取', zh: '一起读取' });
    expect(lesson.summary.en).toBe('两次读取同批执行。');
    expect(lesson.guide.notes[0]!.text.en).toBe('留意「批次」。');
    expect(lesson.guide.checkpoints[0]!.question.en).toBe('怎样分批？');
    expect(lesson.guide.checkpoints[0]!.explanation.en).toBe('Edit 需串行。');
    const reloaded = loadLessonText(JSON.stringify(lesson));
    expect(reloaded.ok && reloaded.lesson).toEqual(lesson);
  });

  it('keeps a text written in both languages as written, and an English-only one in both', () => {
    expect(withFallback({ en: 'Hi', zh: '你好' })).toEqual({ en: 'Hi', zh: '你好' });
    expect(withFallback(enOnly('Hi'))).toEqual({ en: 'Hi', zh: 'Hi' });
    // Blank space is not a text in that language.
    expect(withFallback({ en: 'Hi', zh: '  ' })).toEqual({ en: 'Hi', zh: 'Hi' });
  });

  it('still refuses a text written in neither language', () => {
    const built = buildLesson({ ...chineseDraft, summary: { en: '', zh: '' } }, session);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.details.map((d) => d.params.path)).toContain('/summary/en');
  });

  it('says which language falls back, for the editor to tell the author', () => {
    expect(fallbackLanguages(chineseDraft)).toEqual(['en']);
    const mixed = { ...chineseDraft, title: enOnly('Reads') };
    expect(fallbackLanguages(mixed)).toEqual(['en', 'zh']);
    const both = {
      ...chineseDraft,
      title: { en: 'a', zh: 'b' },
      summary: { en: 'a', zh: 'b' },
      notes: [],
      checkpoints: [],
    };
    expect(fallbackLanguages(both)).toEqual([]);
  });
});
