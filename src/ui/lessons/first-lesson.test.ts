import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { FIRST_LESSON_ID } from './first-lesson';

describe('the first screen’s lesson', () => {
  it('is the catalog’s first lesson, in teaching order', () => {
    expect(FIRST_LESSON_ID).toBe(LESSONS[0]?.id);
  });
});
