// English UI strings: the form generated from a JSON Schema (the human form and the Tools tab's preview) for
// the keywords that are not one widget each — variants of a oneOf / anyOf, null, fixed values, and the parts
// edited as JSON because the form cannot follow them.
export const enSchemaForms = {
  schemaForm: {
    variant: 'Which one',
    chooseVariant: 'Choose…',
    variantBy: {
      title: '{{title}}',
      discriminator: '{{property}}: {{value}}',
      type: '{{type}}',
      place: 'Choice {{n}}',
    },
    isNull: 'null (no value)',
    fixed: 'Fixed value',
    sendFixed: 'Send this fixed value',
    note: {
      'remote-ref':
        'The reference {{ref}} points outside this schema, and the page fetches nothing: type this part as JSON.',
      'cyclic-ref': '{{ref}} refers back to itself here: type this deeper part as JSON.',
      'missing-ref': 'The reference {{ref}} leads to nothing in this schema: type this part as JSON.',
      'too-deep': 'Nested too deep for a form: type this part as JSON.',
      unmergeable: 'Its allOf parts do not fold into one object: type it as JSON.',
    },
    preview: {
      title: 'The form these parameters give',
      hint: 'As the human form shows it to whoever plays the model; nothing here is saved.',
      value: 'The arguments it builds',
      none: 'The parameters are not a JSON Schema object yet.',
    },
  },
};
