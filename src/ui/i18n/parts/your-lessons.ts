// Your lessons, listed in the lesson gallery: their own words, loaded with the gallery.
import { enYourLessons } from '../en/your-lessons';
import { partWords } from '../part-words';
import { zhYourLessons } from '../zh/your-lessons';

export const yourLessonsWords = partWords({ en: enYourLessons, zh: zhYourLessons });
