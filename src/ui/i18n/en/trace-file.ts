// English UI strings: opening a trace file (reading it in the background, and why a file was refused).
export const enTraceFile = {
  traceFile: {
    reading: 'Reading {{name}}… $t(units.events, {"count": {{count}} }) so far',
    cancel: 'Stop reading',
    refused: '{{name}} was not opened: {{reason}} Choose a trace exported from the Trace tab.',
    problem: {
      empty: 'the file holds no events.',
      notJson: 'line {{line}} is not JSON.',
      notEvent: 'line {{line}} is not an event (a JSON object).',
      unknownType: 'line {{line}} has an unknown event type, {{type}}.',
      seq: 'line {{line}} should be event number {{expected}} but says {{found}}: events come in order, none missing.',
      missing: 'line {{line}}: the “{{eventType}}” event has no {{field}}.',
      field: 'line {{line}}: {{field}} of the “{{eventType}}” event should be {{expected}}.',
      unreadable: 'the browser could not read it ({{message}}).',
    },
    expected: {
      string: 'text',
      number: 'a number',
      amount: 'a number of at least 0',
      count: 'a whole number of at least 0',
      boolean: 'true or false',
      object: 'an object',
      list: 'a list',
      null: 'null',
      oneOf: 'one of {{values}}',
      shallower: 'nested no deeper than {{maxDepth}} levels',
    },
  },
} as const;
