// The lesson the first screen offers to start. Kept apart from the catalog (which pulls in every lesson's
// documents) so the first screen can name it without loading them; first-lesson.test.ts holds it to the
// catalog's first entry.
export const FIRST_LESSON_ID = 'registration';
