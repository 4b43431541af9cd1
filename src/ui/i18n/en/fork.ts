// Forking a session from a step under other settings, tools or rules (issue 38), and what a fork says of
// itself in the compare view.
export const enFork = {
  fork: {
    title: '{{title}} — fork at step {{step}}',
    settingsHint:
      'Change them to fork the session from step {{step}}: the answers before it are kept, the later ones are replayed while they still fit. Press Live to change the session itself.',
    settingsButton: 'Fork from step {{step}} with these settings',
    toolsButton: 'Fork from step {{step}} with these tools',
    forked: 'Forked from step {{step}}: the fork is open as a new session, and its source is kept.',
    refused: {
      'no-step': 'There is no step here to fork from: choose an event of a step first.',
      'no-change': 'The fork would change nothing: change a setting or a rule first.',
      'no-recording': 'This session has no recorded answers yet: run it first.',
    },
    origin: '{{side}}: a fork of “{{title}}” at step {{step}}, which changed {{changes}}.',
    sides: { left: 'Left', right: 'Right' },
    tools: 'tools {{names}}',
    /** Between the changes listed. */
    separator: ', ',
    nothing: 'nothing',
  },
} as const;
