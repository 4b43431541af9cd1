// English UI strings: the Script tab (the scripted model's answers), loaded with it (parts/script-tab.ts).
export const enScriptTab = {
  scriptTab: {
    noSession: 'Open a scripted session to edit its script.',
    notScripted: 'This session is not scripted: choose the scripted provider to have a script.',
    hint: 'Each turn is what the model answers to one request. Calls are checked against the latest schema’s $t(units.tools, {"count": {{count}} }).',
    turn: 'Turn {{n}}',
    removeTurn: 'Remove turn {{n}}',
    addTurn: 'Add turn',
    unchanged: 'No changes',
    apply: 'Apply: fork from turn {{n}}',
    /** Notes on a turn, as the page says them where it is not English (see script-note-text.ts). */
    note: {
      at: '{{where}}: {{note}}',
      notJson: 'Not JSON: {{detail}}',
      notObject: 'A turn is a JSON object.',
      unknownField: 'Unknown field {{field}}.',
      notString: '{{field}} must be a string.',
      finishReason: 'finishReason must be one of {{values}}.',
      callsNotArray: 'toolCalls must be an array.',
      callNotObject: 'The call must be an object.',
      nameRequired: 'name is required.',
      argumentsShape: 'arguments must be an object (or a string sent as is).',
      noTool: 'No tool named {{tool}} is offered.',
      argumentsNotJson: 'The arguments string is not JSON (sent as is).',
      argumentsTooDeep: 'The arguments nest deeper than {{limit}} levels of arrays and objects.',
      schemaUnchecked: "The tool's schema cannot be checked: {{detail}}",
      argumentsInvalid:
        'The arguments {{at}} do not fit the schema: {{detail}} (the pipeline will answer INVALID_PARAM).',
      other: '{{note}}',
    },
  },
} as const;
