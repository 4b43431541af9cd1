// The localStorage key of the library as earlier versions kept it. A module of its own so the move to
// IndexedDB can name it without importing the entry check (and with it the session schema and ajv).
export const LIBRARY_KEY = 'toolscope.library.v1';
