// English UI strings: what the first screen says of the lesson editor (decision 0880): the header's "Write a
// lesson", the preview bar over a draft, a lost guide's note, and a refused lesson link. The editor's own
// words load with it (en/lesson-editor.ts), Your lessons' with the gallery (en/your-lessons.ts).
export const enLessonEditorEntry = {
  lessonEditor: {
    open: 'Write a lesson',
    previewing: 'Previewing as a student: the real guide, answers hidden until their step has run.',
    backToEditor: 'Back to the editor',
    linkRefused: {
      'no-share-data': 'This link cannot be opened: it holds no lesson. Nothing was changed.',
      'bad-shape': 'This link cannot be opened: its data is not a shared lesson. Nothing was changed.',
      'invalid-lesson': 'This link cannot be opened: the lesson inside is not valid. Nothing was changed.',
      invalidLessonWhy:
        'This link cannot be opened: the lesson inside is not valid. {{reason}} Nothing was changed.',
    },
    guideGone:
      'This session was opened from “{{title}}” in Your lessons, which is no longer there, so its guide cannot be shown. The session itself is unchanged.',
    guideChanged:
      '“{{title}}” was changed in Your lessons after this session was opened from it, so its old guide is not shown (its notes were written for the lesson as it was).',
    guideUnreadable: 'The guide of “{{title}}” cannot be shown: Your lessons could not be read ({{reason}}).',
    openAsItIsNow: 'Open the lesson as it is now',
  },
} as const;
