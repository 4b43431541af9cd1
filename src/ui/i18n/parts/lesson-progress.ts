// The lesson gallery's own words: a learner's progress and clearing it.
import { enLessonProgress } from '../en/lesson-progress';
import { partWords } from '../part-words';
import { zhLessonProgress } from '../zh/lesson-progress';

export const lessonProgressWords = partWords({
  en: { ...enLessonProgress },
  zh: { ...zhLessonProgress },
});
