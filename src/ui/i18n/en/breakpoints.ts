// English UI strings: breakpoints (the list in the Trace tab, the toggle on inspector rows).
export const enBreakpoints = {
  breakpoints: {
    title: 'Breakpoints',
    list: 'Breakpoints set',
    none: 'None set.',
    condition: 'Stop on',
    add: 'Add',
    runUntil: 'Run to the next breakpoint',
    remove: 'Remove the breakpoint {{condition}}',
    breakHere: 'Stop on the next event like this one ({{condition}})',
    clear: 'Remove the breakpoint {{condition}}',
    invalid: '“{{text}}” names no breakpoint. Write one of: {{forms}}.',
    stoppedAt: 'Stopped at breakpoint {{condition}}, on event #{{seq}}.',
    /** "Expect this": the condition pinned in the session document, which `npm run replay` checks. */
    expectThis: 'Expect this',
    expectThisLabel: 'Expect {{condition}} in every replay of this session',
    expected: 'Expected in every replay',
    expectedHint: 'Kept in the session file: npm run replay fails (exit 6) when a replay never meets one.',
    unexpect: 'Stop expecting {{condition}}',
  },
} as const;
