// English UI strings: the frame around the panels: header, regions, empty states, status bar, help, errors.
export const enAppFrame = {
  app: {
    name: 'ToolScope',
    tagline: 'See how LLM function calling really works',
    skipToMain: 'Skip to the main content',
  },
  header: {
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
  },
  regions: {
    workspace: 'Workspace',
    conversation: 'Conversation',
    inspector: 'Inspector',
    terminal: 'Terminal',
  },
  empty: {
    workspace: 'The workspace is empty. Files the agent or you create appear here.',
    conversation: 'No session yet. Open a lesson or start a scripted session to step through a ReAct loop.',
    inspector: 'Select a step or an event to see every stage of the pipeline as it was at that moment.',
    terminal: 'The emulated Bash runs here, over the same workspace.',
    sessionPaused: 'The session is loaded and paused before its first event. Press Step or Run.',
  },
  editor: {
    loading: 'Loading the editor…',
    failed: 'The editor could not load: {{message}}',
    label: 'Code editor',
  },
  status: {
    label: 'Status',
    runtime: 'Runtime worker',
    shell: 'Shell worker',
    starting: 'starting',
    ready: 'ready',
    failed: 'failed',
    offline: 'Offline · scripted model · no API key needed',
    replaying: 'Replaying recorded responses of {{model}} · offline',
    live: 'Live model: {{model}} (OpenAI-compatible endpoint)',
    human: 'You are the model: compose each assistant turn',
    result: { success: 'success', partial: 'partial', error: 'error' },
  },
  units: { exactBytes: '{{bytes}} bytes' },
  layout: {
    resizeTerminal: 'Resize the workspace and the terminal',
    resizeConversation: 'Resize the workspace and the conversation',
    resizeInspector: 'Resize the conversation and the inspector',
  },
  number: {
    wholeAtLeast: 'A whole number, at least {{min}}.',
    wholeBetween: 'A whole number from {{min}} to {{max}}.',
    steps: 'A value from {{min}} in steps of {{step}}.',
  },
  help: {
    title: 'Keyboard shortcuts',
    open: 'Keyboard shortcuts (?)',
    key: 'Key',
    action: 'Action',
    runPause: 'Run / pause (a loaded trace: replay)',
    nextTab: 'Next inspector tab',
    prevTab: 'Previous inspector tab',
    close: 'Close',
    closeDialog: 'Close the open dialog (Lessons, Sessions, Share, this list)',
  },
  session: {
    running: 'Session: {{title}}',
  },
  runtime: {
    label: 'Drive the runtime',
    run: 'Run',
    pause: 'Pause',
    step: 'Step',
    stepOver: 'Step over',
    stop: 'Stop',
    paused: 'paused',
    waiting: 'waiting for you',
    phase: { idle: 'Runtime idle', running: 'Running', finished: 'Finished' },
    failure: {
      run: 'The run ended because the runtime failed: {{message}}',
      command: 'The runtime could not do that: {{message}}',
      unresponsive:
        'The runtime stopped answering, so it was restarted. What was shown stays on screen; open a session to go on.',
      unresponsiveLoad:
        'The runtime stopped answering while it opened this session, so it was restarted. Nothing was opened.',
    },
  },
  errors: {
    panelCrashed: 'This panel hit an error: {{message}}',
    retry: 'Try again',
  },
} as const;
