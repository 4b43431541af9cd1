// English UI strings: the human turn form ("be the model"), loaded with it and with the Tools tab's preview
// of a tool's parameters (parts/schema-forms.ts).
export const enHumanForm = {
  humanForm: {
    title: 'You are the model: compose the assistant turn',
    hint: 'Reply in text, or add tool calls ($t(units.tools, {"count": {{count}} }) offered this step). Several calls at once show how they are batched.',
    content: 'Reply text (optional with tool calls)',
    tool: 'Tool',
    addCall: 'Add call',
    call: 'Call {{index}}: {{name}}',
    rawJson: 'Raw JSON',
    removeCall: 'Remove call {{index}}',
    arguments: 'arguments',
    unset: '— not given —',
    required: 'required field',
    addRow: 'Add a row to {{name}}',
    removeRow: 'Remove {{name}}',
    send: 'Send turn ($t(units.calls, {"count": {{count}} }))',
  },
} as const;
