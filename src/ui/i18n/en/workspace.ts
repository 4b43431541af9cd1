// English UI strings: the workspace and the terminal. The Tools and Script tabs' words load with those tabs
// (en/tools-tab.ts, en/script-tab.ts; decision 0880).
export const enWorkspace = {
  workspace: {
    files: 'Workspace files',
    welcome:
      '# Welcome to ToolScope\n\nOpen a lesson or a session file from the header: its workspace appears here.\nFiles a tool changes are marked; open one to see what changed.\nEdit a file between steps and save: the edit is recorded, and the next step sees it.\n',
    nothingToOpen: 'Nothing to open yet: the files the agent or you create will open here.',
    noFileOpen: 'Open a file in the tree to see it here. Files a tool changes are marked.',
    openInEditor: 'Open in the editor',
    changedBy: 'Changed by {{source}}',
    source: { tool: 'tool', editor: 'you', terminal: 'terminal', spill: 'spill', restore: 'restore' },
    notText: '{{path}} is not a text file.',
    view: 'Show the file as',
    content: 'Content',
    changes: 'Changes',
    save: 'Save edit',
    queued: 'Recorded: the next step sees this edit.',
    notQueued: 'The runtime did not take the edit.',
    diffOf: 'Changes in {{path}}',
    contentsNow:
      'This trace was opened without its session: contents are the latest (time travel moves the marks only)',
    asOfEvent: 'As of event #{{seq}} · read-only (press Live to edit)',
    loadingPast: 'Loading the files as of event #{{seq}}…',
    notYet: '{{path}} does not exist at event #{{seq}}.',
    showGit: 'Show .git',
    onlyGit: 'Only .git is here: tick “Show .git” to see it.',
    changedInside: 'Something inside changed',
    storeReadOnly:
      'Read-only here: this session is open in another tab, which keeps its files. Changes made here are refused.',
    storeFailed: 'These files are not saved in this browser: {{reason}}',
  },
  terminal: {
    label: 'Terminal on the emulated Bash',
    toolbar: 'Terminal controls',
    loading: 'Loading the terminal…',
    failed: 'The terminal could not load: {{message}}',
    noSession: 'Open a lesson or a session first: the terminal runs over its workspace.',
    welcome:
      'Emulated Bash over the session workspace. Commands pass the same risk checks as the agent’s Bash; their file changes are recorded. Ctrl+C or Stop ends a running command.',
    stop: 'Stop',
    state: { idle: 'ready', running: 'running…', asking: 'waiting for your answer' },
    limits:
      'Limits: {{seconds}} s wall time · {{commands}} commands · {{loops}} loop iterations · <output/> output',
    verdicts: 'AST classifier: {{verdict}} ({{rule}}) · seed regex: {{seedVerdict}} ({{seedRule}})',
    refused: 'Refused by rule {{rule}}: {{reason}} (at: {{node}})',
    // {{reason}} is a whole sentence with its stop (asSentence): continue with the next sentence.
    ask: 'Rule {{rule}} asks first: {{reason}} Run it? [y/n] ',
    askHint: 'Answer y or n, or use the buttons above.',
    approve: 'Run it',
    decline: 'Don’t run',
    declined: 'Not run.',
    applied: 'Changed and recorded: {{paths}}',
    queued: 'Recorded; applied at the runtime’s next step boundary: {{paths}}',
    stopped: 'Stopped. The workspace is unchanged.',
    exitCode: '[exit {{code}}]',
    newSession: 'A new session was opened: the terminal starts again at /workspace.',
    error: 'The terminal could not run the command: {{message}}',
  },
} as const;
