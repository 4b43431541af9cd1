// The lesson guide's own words: its note focus, asking live, the conversation's language and the ending.
import { enLessonGuide } from '../en/lesson-guide';
import { partWords } from '../part-words';
import { zhLessonGuide } from '../zh/lesson-guide';

export const lessonGuideWords = partWords({
  en: { ...enLessonGuide },
  zh: { ...zhLessonGuide },
});
