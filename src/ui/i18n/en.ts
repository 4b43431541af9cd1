// English UI strings. zh.ts must have exactly the same keys (the type checker enforces it). Strings the model
// reads never come from here: they are English in the engine and tools, whatever the UI language.
export const en = {
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
  },
  errors: {
    panelCrashed: 'This panel hit an error: {{message}}',
    retry: 'Try again',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
