// English UI strings: Your lessons, the written lessons listed in the lesson gallery (loaded with it).
export const enYourLessons = {
  lessonEditor: {
    yourLessons: 'Your lessons',
    yourLessonsEmpty: 'No lessons yet. Open a session and choose “Write a lesson”.',
    edit: 'Edit',
    delete: 'Delete',
    importFile: 'Import a lesson file',
    imported: 'Imported “{{title}}” into Your lessons.',
    importRefused: 'This lesson file cannot be imported: {{reason}} Nothing was changed.',
    refusedRecord: 'A stored lesson could not be read ({{id}}): {{reason}}',
  },
} as const;
