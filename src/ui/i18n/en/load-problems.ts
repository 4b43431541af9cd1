// English UI strings: why a session, lesson or library entry was refused, rendered from the loader's codes
// and parameters (src/common/load-problem.ts, src/ui/reasons/load-problem-text.ts). {{path}} is the JSON
// pointer of the value, named exactly; {{key}}, {{values}}, {{pattern}} ... are verbatim too.
export const enLoadProblems = {
  schemaMessage: {
    type: 'must be {{type}}',
    required: 'is missing the required property "{{key}}"',
    additionalProperties: 'has a property its schema does not allow',
    unexpectedProperty: 'has an unexpected property "{{key}}"',
    enum: 'must be one of the allowed values',
    enumValues: 'must be one of {{values}}',
    const: 'must be the schema’s constant',
    atLeast: 'must be at least {{limit}}',
    atMost: 'must be at most {{limit}}',
    moreThan: 'must be more than {{limit}}',
    lessThan: 'must be less than {{limit}}',
    multipleOf: 'must be a multiple of {{limit}}',
    length: {
      fewer: 'must have at least {{limit}} characters',
      more: 'must have at most {{limit}} characters',
    },
    items: { fewer: 'must have at least {{limit}} items', more: 'must have at most {{limit}} items' },
    properties: {
      fewer: 'must have at least {{limit}} properties',
      more: 'must have at most {{limit}} properties',
    },
    pattern: 'must match the pattern {{pattern}}',
    format: 'must be a valid {{format}}',
    uniqueItems: 'must not repeat items (items {{b}} and {{a}} are the same)',
    oneOf: 'must match exactly one of its schemas (oneOf)',
    anyOf: 'must match at least one of its schemas (anyOf)',
    not: 'must not match the schema under "not"',
    ifThen: 'must match its "{{branch}}" schema',
    propertyNames: 'has a property name that is not allowed',
    dependentRequired: 'must have the property {{key}} when {{when}} is present',
  },
  loadProblems: {
    root: 'the document',
    /** `type` names, joined by `or` when the schema allows several. */
    types: {
      string: 'text',
      number: 'a number',
      integer: 'a whole number',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
      null: 'null',
    },
    or: ' or ',
    schema: {
      required: '{{path}} is missing “{{key}}”.',
      additionalProperties: '{{path}} has a property “{{key}}” that sessions do not allow.',
      secretKey:
        '{{path}} has a property “{{key}}” that sessions do not allow (API keys are never stored in a session).',
      unknownKeyNear:
        '{{path}} has a property “{{key}}” that sessions do not allow (did you mean “{{near}}”?).',
      unknownKeyAllowed:
        '{{path}} has a property “{{key}}” that sessions do not allow (allowed: {{allowed}}).',
      type: '{{path}} must be {{type}}.',
      enum: '{{path}} must be one of {{values}}.',
      const: '{{path}} must be {{value}}.',
      minimum: '{{path}} must be at least {{limit}}.',
      maximum: '{{path}} must be at most {{limit}}.',
      exclusiveMinimum: '{{path}} must be more than {{limit}}.',
      exclusiveMaximum: '{{path}} must be less than {{limit}}.',
      minLength: '{{path}} must have at least {{limit}} characters.',
      maxLength: '{{path}} must have at most {{limit}} characters.',
      minItems: '{{path}} must have at least {{limit}} items.',
      maxItems: '{{path}} must have at most {{limit}} items.',
      minProperties: '{{path}} must have at least {{limit}} properties.',
      maxProperties: '{{path}} must have at most {{limit}} properties.',
      multipleOf: '{{path}} must be a multiple of {{limit}}.',
      pattern: '{{path}} must match the pattern {{pattern}}.',
      format: '{{path}} must be in the {{format}} format.',
      uniqueItems: '{{path}} has the same item twice (items {{first}} and {{second}}).',
      discriminator: '{{path}} has an unknown or missing “{{tag}}”.',
      propertyNames: '{{path}} has a key “{{key}}” that sessions do not allow.',
      oneOf: '{{path}} matches none of the forms it may take.',
      anyOf: '{{path}} matches none of the forms it may take.',
      not: '{{path}} has a form it may not take.',
      if: '{{path}} does not meet a condition of its form.',
      other: '{{path}} fails the schema’s “{{keyword}}” rule.',
    },
    'not-json': 'The file is not JSON.',
    'session-not-object': 'A session document is a JSON object.',
    'session-format': 'This is not a ToolScope session: “format” must be “{{format}}”.',
    'session-version': '“formatVersion” must be a whole number of at least 1.',
    'session-version-newer':
      'The document has format version {{version}}; this ToolScope reads up to {{max}}. Update ToolScope.',
    'session-upgrade': 'The document of format version {{version}} could not be upgraded to this version.',
    'breakpoints-not-list': '“breakpoints” must be a list.',
    'breakpoint-unknown': '{{path}} is not a breakpoint; the kinds are: {{kinds}}.',
    'expect-not-list': '“expect” must be a list of conditions.',
    'expect-not-condition': '{{path}} is not a condition; valid: {{forms}}.',
    /** A tool schema's pattern that cannot be matched in linear time (issue 36). */
    toolPattern: {
      lookaround:
        'The tool “{{tool}}” is refused: its pattern “{{pattern}}” ({{path}}) uses a lookaround, which cannot be matched in linear time.',
      backreference:
        'The tool “{{tool}}” is refused: its pattern “{{pattern}}” ({{path}}) uses a backreference, which cannot be matched in linear time.',
      syntax:
        'The tool “{{tool}}” is refused: its pattern “{{pattern}}” ({{path}}) cannot be read as a linear-time (RE2) pattern: {{detail}}.',
    },
    'lesson-not-object': 'A lesson document is a JSON object.',
    'lesson-format': 'This is not a ToolScope lesson: “format” must be “{{format}}”.',
    'lesson-version': 'The lesson has format version {{version}}; this ToolScope reads version {{expected}}.',
    'checkpoint-id-reused': '{{path}} “{{id}}” is used by an earlier checkpoint.',
    'step-past-script':
      '{{path}} reads step {{step}}, but the script has only $t(units.turns, {"count": {{turns}} }).',
    'variant-not-scripted': '{{path}}: only a scripted session can be told in another language.',
    'variant-messages':
      '{{path}} has $t(units.messages, {"count": {{count}} }); the session has {{expected}}.',
    'variant-turns':
      '{{path}} has $t(units.turns, {"count": {{count}} }); the session’s script has {{expected}}: a variant keeps every step.',
    'variant-calls':
      '{{path}} has $t(units.calls, {"count": {{count}} }); the English turn has {{expected}}.',
    'variant-call-shape':
      '{{path}} differs from the English call in more than its text: a variant may restate strings only.',
    'variant-content-missing': '{{path}} has no “content”; the English turn has text.',
    'variant-content-extra': '{{path}} has “content”; the English turn has none.',
    'file-too-large': 'it is larger than {{limit}} characters.',
    'file-too-deep': 'it nests deeper than {{limit}} levels.',
    'file-string-too-long': 'it holds a string longer than {{limit}} characters.',
    'forbidden-key': 'it uses the key “{{key}}”, which sessions never contain.',
    'no-file': 'No file was given.',
    'not-session-file': '{{name}} is not a .json session file.',
    'session-file-too-large': '{{name}} is too large to be a session.',
    /** A session file refused: `{{reason}}` is one of the lines above. */
    fileRefused: '{{name}} cannot be opened: {{reason}} Nothing was changed.',
    linkInvalid:
      'This link cannot be opened: the session inside is not valid. {{reason}} Nothing was changed.',
  },
} as const;
