// The fragment key of a written lesson's link (`#l=1.…`), apart from its codec so the page's first load can
// tell such a link from a session link without loading the lesson schema.
export const LESSON_FRAGMENT_KEY = 'l';
