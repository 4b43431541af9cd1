// English UI strings: the lesson guide's note focus and its ending (recap, score, next lesson).
export const enLessonGuide = {
  lessonGuide: {
    showFocus: 'Show me',
    endingTitle: 'Lesson complete',
    recapTitle: 'What the run showed',
    recap: {
      steps: 'Steps run: {{steps}}.',
      calls:
        '$t(units.toolCalls, {"count": {{calls}} }): {{success}} success, {{partial}} partial, {{error}} error.',
      batches: '$t(units.batches, {"count": {{batches}} }), {{concurrent}} of them run concurrently.',
      errorCodes: 'Error codes seen: {{codes}}.',
      denied: '$t(units.calls, {"count": {{calls}} }) denied by the permission gate.',
      asked: '$t(units.calls, {"count": {{calls}} }) waited for a person’s answer (ASK).',
      breaker: 'Breaker transitions: {{transitions}}.',
      budgetCuts: '$t(units.results, {"count": {{cuts}} }) cut by the budget.',
    },
    score: 'Checkpoints: {{right}} right of {{answered}} answered ({{total}} in the lesson).',
    scoreNone: 'Checkpoints: none answered ({{total}} in the lesson).',
    next: 'Next lesson: {{number}}. {{title}}',
    last: 'That was the last lesson. Open the gallery to take any of them again.',
    compareRecording: 'Compare with the recording…',
    conversationLanguage: { en: 'English', zh: 'Chinese' },
    conversationIsIn:
      'The conversation on screen is this lesson told in {{language}}; the guide follows the page.',
    reopenIn: 'Reopen in {{language}}',
    reopenInAtStep: 'Reopen in {{language}} at step {{step}}',
  },
} as const;
