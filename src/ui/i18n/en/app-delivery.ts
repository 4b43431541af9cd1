// English UI strings: how the app arrives — parts that load on first use, and a new version of the app.
export const enAppDelivery = {
  lazy: {
    loading: 'Loading the {{part}}…',
    failed: 'The {{part}} could not load ({{message}}). Check the connection, then try again.',
    retry: 'Try again',
    parts: {
      editor: 'editor',
      terminal: 'terminal',
      lessons: 'lesson gallery',
      guide: 'lesson guide',
      lessonEditor: 'lesson editor',
      share: 'share dialog',
      sessions: 'sessions dialog',
      tools: 'Tools tab',
      script: 'Script tab',
      session: 'session',
      runtime: 'runtime',
      pipeline: 'pipeline view',
      compare: 'compare view',
      humanTurn: 'assistant turn form',
      otlpExport: 'OTLP export dialog',
      mcpLane: 'MCP lane',
    },
    terminalIdle: 'The terminal starts when you use it.',
    terminalStart: 'Start the terminal',
  },
  appUpdate: {
    ready: 'A new version of ToolScope is ready.',
    reload: 'Reload now',
    later: 'Later',
  },
} as const;
