// What the header's Share and the editor's "Share as a link" send for a written lesson (issue 33 item 1):
// the guide, the session as it stands now, and where it was shared.
import { describe, expect, it } from 'vitest';
import { lessonById } from '../lesson-catalog';
import { draftOf } from './lesson-draft';
import { decodeLessonLink } from './written-lesson-link';
import { shareWrittenLesson } from './share-written-lesson';

const source = lessonById('permissions')!;
const draft = { ...draftOf(source), id: 'my-permissions' };

describe('sharing a written lesson', () => {
  it('carries its guide, the live session and where it stood, and nothing of a built-in lesson', () => {
    const live = { ...source.document, title: 'Edited since', userMessages: ['Only tidy up.'] };
    const shared = shareWrittenLesson(
      draft,
      live,
      { point: 7, step: 1, lesson: 'permissions', progress: { picks: {}, revealed: {} } },
      'zh',
    );
    if (!shared.ok) throw new Error(shared.reason);
    const opened = decodeLessonLink(`#${shared.fragment}`);
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.lang).toBe('zh');
    expect(opened.lesson).toEqual(shared.lesson);
    expect(opened.lesson.guide).toEqual(source.guide);
    expect(opened.lesson.document.title).toBe('Edited since');
    expect(opened.lesson.document.userMessages).toEqual(['Only tidy up.']);
    expect(opened.lesson.document.openAt).toEqual({ point: 7, step: 1 });
  });

  it('refuses a lesson that holds a key the app holds, and one the lesson rules refuse', () => {
    const key = 'sk-THISISNOTAREALKEY-0123456789';
    const keyed = { ...source.document, userMessages: [`use ${key}`] };
    expect(shareWrittenLesson(draft, keyed, { point: 0, step: 0 }, 'en', [key]).ok).toBe(false);
    const untitled = { ...draft, title: { en: '', zh: '' } };
    expect(shareWrittenLesson(untitled, source.document, { point: 0, step: 0 }, 'en').ok).toBe(false);
  });
});
