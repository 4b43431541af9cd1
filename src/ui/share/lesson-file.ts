// A lesson as a `.lesson.json` download: pretty JSON, with `$schema` naming the published schema so an
// editor can check it (the loader ignores the field). A way a lesson leaves the app, beside its link: the
// lesson editor's Export and the Share dialog's "Download the lesson file" for a link too long for a chat.
import type { Lesson } from '../../session/lessons/lesson';

export function lessonFileText(lesson: Lesson): string {
  return `${JSON.stringify(lesson, null, 2)}\n`;
}

export function downloadLessonFile(lesson: Lesson): void {
  const blob = new Blob([lessonFileText(lesson)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${lesson.id}.lesson.json`;
  link.click();
  URL.revokeObjectURL(url);
}
