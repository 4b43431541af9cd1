import { describe, expect, it } from 'vitest';
import { checkEntry } from '../../export/entry-check';
import { lessonById } from '../lesson-catalog';
import type { Lesson } from '../lesson';
import { memoryLessonShelf } from './lesson-shelf';
import { findWrittenLesson, lessonHash, writtenLessonRef, writtenLessonRefOf } from './written-lesson-ref';

/** A built-in lesson re-labelled as one a teacher wrote (the shelf takes any valid lesson document). */
const written: Lesson = { ...lessonById('parallel-reads')!, id: 'reads-together' };

describe('how a library entry names a written lesson', () => {
  it('finds the same lesson, says when it was saved again with other content, and when it is gone', async () => {
    const shelf = memoryLessonShelf();
    await shelf.put(written, '2026-12-02T00:00:00Z');
    const ref = writtenLessonRef(written);
    expect(ref).toEqual({ id: 'reads-together', sha256: lessonHash(written), title: written.title });
    const read = async () => {
      const shelved = await shelf.read();
      if (!shelved.ok) throw new Error(shelved.reason);
      return findWrittenLesson(ref, shelved.value.lessons);
    };
    expect((await read()).kind).toBe('same');
    // Key order is not content: a lesson stored and read back in another order is the same lesson.
    const { guide, ...others } = written;
    const reordered = JSON.parse(JSON.stringify({ guide, ...others })) as Lesson;
    expect(lessonHash(reordered)).toBe(ref.sha256);
    const [note, ...rest] = written.guide.notes;
    const edited: Lesson = {
      ...written,
      guide: {
        ...written.guide,
        notes: [{ ...note!, text: { ...note!.text, en: 'Another note.' } }, ...rest],
      },
    };
    await shelf.put(edited, '2026-12-02T00:01:00Z');
    const changed = await read();
    expect(changed.kind).toBe('changed');
    expect(changed.kind === 'changed' && changed.lesson.guide.notes[0]?.text.en).toBe('Another note.');
    await shelf.remove('reads-together');
    expect((await read()).kind).toBe('gone');
  });

  it('keeps entries written before the field readable, and drops a damaged reference from the view only', () => {
    const document = lessonById('registration')!.document;
    const old = { id: 's1', title: 'Old', origin: 'lesson', savedAt: 't', document };
    const before = checkEntry(old);
    expect(before.ok && before.entry).toEqual(old); // no field added, nothing else changed
    const ref = writtenLessonRef(written);
    const kept = checkEntry({ ...old, writtenLesson: ref });
    expect(kept.ok && kept.entry.writtenLesson).toEqual(ref);
    for (const damaged of [
      'reads-together',
      { ...ref, sha256: 'not hex' },
      { ...ref, id: '' },
      { ...ref, title: 'a string' },
      null,
    ]) {
      expect(writtenLessonRefOf(damaged)).toBeNull();
      const read = checkEntry({ ...old, writtenLesson: damaged });
      expect(read.ok && read.entry).toEqual(old); // the session still opens, without a guide to look for
    }
  });
});
