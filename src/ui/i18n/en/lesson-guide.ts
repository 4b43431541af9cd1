// English UI strings: the lesson guide's note focus and its ending (recap, score, next lesson).
export const enLessonGuide = {
  lessonGuide: {
    askLive: 'Answer the permission questions yourself',
    askLiveOff: 'The recording answers them; ticking this starts the lesson over, and the gate asks you.',
    askLiveOn:
      'The gate asks you. Answer as the recording did and the lesson runs as recorded; answer otherwise and the run goes its own way.',
    answeredAsRecorded:
      'You answered “{{given}}” for {{call}}, as the recording did: the lesson runs as recorded.',
    answeredFork:
      'You answered “{{given}}” for {{call}}; the recording answered “{{recorded}}”. From that call on this is your own run, a fork of the lesson: what follows is what your answer made happen, and checkpoints after it are scored on your run.',
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
