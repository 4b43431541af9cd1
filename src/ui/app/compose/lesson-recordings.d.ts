// The build's lesson recordings (scripts/lesson-recordings/vite-plugin.ts): one lazy import per lesson.
declare module 'virtual:lesson-recordings' {
  export const LESSON_RECORDINGS: Readonly<Record<string, () => Promise<unknown>>>;
}
