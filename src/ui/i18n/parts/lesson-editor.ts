// The lesson editor's own words (its first-screen entry points keep theirs: en/lesson-editor-entry.ts).
import { enLessonEditor } from '../en/lesson-editor';
import { partWords } from '../part-words';
import { zhLessonEditor } from '../zh/lesson-editor';

export const lessonEditorWords = partWords({ en: enLessonEditor, zh: zhLessonEditor });
