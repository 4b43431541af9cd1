// English UI strings: a learner's progress in the lesson gallery (finished, started, and clearing it).
export const enLessonProgress = {
  lessonProgress: {
    finished: 'Finished · {{right}} of {{total}} right',
    started: 'Started · {{revealed}} of {{total}} checkpoints revealed',
    clear: 'Clear progress…',
    confirm:
      'Forget your guesses and scores in every lesson, in this browser? The lessons stay; this cannot be undone.',
    confirmYes: 'Clear progress',
    cancel: 'Cancel',
    cleared: 'Progress cleared: no lesson remembers a guess now.',
  },
} as const;
