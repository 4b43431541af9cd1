// The editor says what is wrong with a draft in words, in the page's language: the part of the lesson as the
// editor labels it, never a JSON pointer (issue 33 item 4).
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { buildLesson, type LessonDraft } from '../../session/lessons/authoring/lesson-draft';
import { everyWord } from '../i18n/testing/every-word';
import { wordsIn } from '../i18n/testing/words-in';
import { draftProblemsText } from './draft-problem-text';

const session = lessonById('parallel-reads')!.document;
const none = { en: '', zh: '' };
const unfinished: LessonDraft = {
  id: 'unfinished',
  title: { en: 'Reads', zh: '' },
  summary: none,
  notes: [],
  checkpoints: [
    {
      id: 'c1',
      step: 1,
      question: { en: '', zh: '怎样分批？' },
      choices: ['only one'],
      answer: { kind: 'batch-partition', step: 1 },
      explanation: none,
      expected: 'two',
    },
  ],
};

function problemsIn(language: 'en' | 'zh') {
  const built = buildLesson(unfinished, session);
  if (built.ok) throw new Error('the draft should not build');
  return draftProblemsText(built.details, wordsIn(language, everyWord[language]));
}

describe('a draft’s problems in words', () => {
  it('names each part as the editor labels it, in English', () => {
    expect(problemsIn('en').sort()).toEqual(
      [
        'The summary is empty: write it in English, in Chinese, or in both.',
        'A lesson needs at least one note: add one.',
        'Checkpoint 1’s explanation is empty: write it in English, in Chinese, or in both.',
        'Checkpoint 1’s choices must have at least 2 items.',
        'Checkpoint 1’s choices must include the answer “two” (what the trace reads), or no learner can pick it.',
      ].sort(),
    );
  });

  it('in Chinese, with no pointer and no English sentence', () => {
    const said = problemsIn('zh');
    expect(said).toHaveLength(5);
    expect(said).toContain('简介是空的：请用英文、中文或两种语言写上内容。');
    expect(said).toContain('检查点 1 的选项 至少要有 2 项。');
    for (const sentence of said) {
      expect(sentence).not.toMatch(/\/guide|\/summary|must|empty/);
      expect(sentence).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('keeps the loader’s words for a problem of the session itself, placed in the session', () => {
    const broken = {
      ...session,
      settings: { engine: { maxConcurrency: 'many' } },
    } as unknown as typeof session;
    const built = buildLesson(
      {
        ...unfinished,
        summary: { en: 'S', zh: '' },
        notes: [{ at: { kind: 'step', step: 0 }, text: { en: 'n', zh: '' } }],
        checkpoints: [],
      },
      broken,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const said = draftProblemsText(built.details, wordsIn('en', everyWord.en));
    expect(said.length).toBeGreaterThan(0);
    for (const sentence of said) expect(sentence).toMatch(/^The session /);
  });
});
