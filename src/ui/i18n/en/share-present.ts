// English UI strings: the Share dialog's lesson link and embed snippet, the embedded player's views, and
// presenter mode (text size, one panel full screen, stepping from the keyboard or a presentation clicker).
export const enSharePresent = {
  shareLinks: {
    lessonTitle: 'This lesson at this step',
    lessonIntro:
      'Opens lesson {{number}} paused here, with its guide: answers of checkpoints not yet run stay hidden. In {{language}}, unless the link’s lang= says otherwise.',
    lessonChanged:
      'This lesson was changed here (a recorded input or a setting), so its link carries the whole session below.',
    sessionTitle: 'This session',
    copyLesson: 'Copy lesson link',
    writtenIntro:
      'Opens “{{title}}” paused here, with its guide and its session as it is now: answers of checkpoints not yet run stay hidden. In {{language}}, unless the link’s lang= says otherwise.',
    writtenTooLong:
      'This link is {{count}} characters, more than a chat message takes ({{max}}). Send the lesson file instead:',
    downloadLessonFile: 'Download the lesson file',
    embedTitle: 'Embed in a page',
    embedIntro: 'An iframe of the compact player at this step (800 × 500 fits it).',
    copyEmbed: 'Copy embed code',
    otherVersion:
      'This link was made for another version of lesson {{number}}: it opens at step {{step}} of this one.',
    refused: 'This link cannot be opened: {{why}}. Nothing was changed.',
    problem: {
      malformed: 'its {{param}}= is not {{expected}}',
      repeated: 'it gives {{param}}= more than once',
    },
    expected: {
      lesson: 'the name of a lesson (small letters, digits and hyphens)',
      step: 'a step number (1 or more)',
      at: 'an event number (0 or more)',
      pin: 'a lesson version (hexadecimal digits)',
      lang: 'en or zh',
      tab: 'an inspector tab (schema, request, batches, gates, breakers, budget, history or trace)',
    },
    noLesson: 'there is no lesson named “{{id}}”',
    pastEnd:
      'This link points at event {{at}}, but lesson {{number}} ends at event {{end}}: it opens at its end.',
    stepPastEnd:
      'This link asks for step {{step}}, but lesson {{number}} has {{steps}} steps: it opens at its end.',
  },
  embed: {
    views: 'Views',
    pipeline: 'Pipeline',
    conversation: 'Conversation',
    inspector: 'Inspector',
    previousStep: 'Previous step',
    nextStep: 'Next step',
  },
  presenter: {
    present: 'Present',
    presenting: 'Presenting: Page Down runs the next step, Page Up goes back',
    textSize: 'Text size',
    fullScreen: 'Full screen',
    leaveFullScreen: 'Leave full screen',
    fullScreenOf: 'Show {{region}} full screen',
    nextStep: 'Next step (presenter)',
    previousStep: 'Previous step (presenter)',
    fullScreenKey: 'Show the focused panel full screen, or leave it',
    biggerText: 'Larger text',
    smallerText: 'Smaller text',
  },
} as const;
