// The written lesson's link format (issue 33 item 1): a lesson with four notes and three checkpoints fits a
// chat message (2,000 characters, with the page's address and its language), and a link made by the format-1
// encoder (committed as it came out of it) still opens as the lesson it carried.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../lesson-catalog';
import { STAND_IN_APP_URL } from '../lesson-link';
import { LINK_FITS_CHAT_CHARS } from '../../share/share-limits';
import { encodeLinkPayload } from '../../share/link-payload';
import { buildLesson, newDraft } from './lesson-draft';
import { decodeLessonLink, encodeLessonFragment, lessonLinkUrl } from './written-lesson-link';

const FORMAT_1_LINK = readFileSync(new URL('./fixtures/written-lesson-link-v1.txt', import.meta.url), 'utf8');

/** The lesson the fixture was made of: lesson 5's session, four notes, three of its checkpoints. */
function teachersLesson(lessonId: string) {
  const source = lessonById(lessonId)!;
  const steps = source.document.provider.kind === 'scripted' ? source.document.provider.script.length : 0;
  const built = buildLesson(
    {
      ...newDraft(`my-${lessonId}`, { en: 'Who decides', zh: 'Who decides' }),
      summary: { en: 'The gate in three calls.', zh: '关卡的三次判定。' },
      notes: [0, 1, 2, 3]
        .filter((step) => step < steps)
        .map((step) => ({
          at: { kind: 'step', step } as const,
          text: { en: `Note at step ${step}.`, zh: `第 ${step} 步的说明。` },
        })),
      checkpoints: source.guide.checkpoints.slice(0, 3),
    },
    source.document,
  );
  if (!built.ok) throw new Error(built.reason);
  return { ...built.lesson, document: { ...built.lesson.document, openAt: { point: 12, step: 1 } } };
}

function linkOf(lesson: ReturnType<typeof teachersLesson>): string {
  const encoded = encodeLessonFragment(lesson, 'zh');
  if (!encoded.ok) throw new Error(encoded.reason);
  return lessonLinkUrl(`${STAND_IN_APP_URL}?lang=zh`, encoded.fragment);
}

describe('a written lesson link’s length', () => {
  it('fits a lesson with four notes and three checkpoints in a chat message', () => {
    const lesson = teachersLesson('permissions');
    expect(lesson.guide.notes).toHaveLength(4);
    expect(lesson.guide.checkpoints).toHaveLength(3);
    const link = linkOf(lesson);
    expect(link.length).toBeLessThanOrEqual(LINK_FITS_CHAT_CHARS);
    // The same lesson through the format-1 encoder did not fit (the committed link is that one).
    expect(FORMAT_1_LINK.trim().length).toBeGreaterThan(LINK_FITS_CHAT_CHARS);
    expect(decodeLessonLink(link)).toEqual({ ok: true, lesson, lang: 'zh' });
  });

  it('is shorter than format 1 for every built-in session a teacher may start from', () => {
    for (const id of [
      'circuit-breaker',
      'optimistic-lock',
      'strict-schemas',
      'whole-task',
      'subagent-todo',
    ]) {
      const lesson = teachersLesson(id);
      const format1 = `l=1.${encodeLinkPayload(JSON.stringify({ lesson, lang: 'zh' })).data}`;
      const link = linkOf(lesson);
      expect(link.length, id).toBeLessThan(format1.length - 250);
      expect(decodeLessonLink(link), id).toEqual({ ok: true, lesson, lang: 'zh' });
    }
  });
});

describe('a link made by an older encoder', () => {
  it('opens the lesson the format-1 link carried, in its language, where it stood', () => {
    expect(FORMAT_1_LINK).toMatch(/#l=1\./);
    const decoded = decodeLessonLink(FORMAT_1_LINK);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.lang).toBe('zh');
    expect(decoded.lesson).toEqual(teachersLesson('permissions'));
  });

  it('refuses a format this version does not know, in one sentence', () => {
    const encoded = encodeLessonFragment(teachersLesson('permissions'), 'en');
    if (!encoded.ok) throw new Error(encoded.reason);
    const decoded = decodeLessonLink(`#${encoded.fragment.replace(/^l=2\./, 'l=3.')}`);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.problem).toBe('unknown-version');
    // A format-2 payload read without its dictionary (as format 1) is damaged, never misread.
    const asFormat1 = decodeLessonLink(`#${encoded.fragment.replace(/^l=2\./, 'l=1.')}`);
    expect(asFormat1.ok).toBe(false);
  });
});
