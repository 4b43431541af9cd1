// English UI strings: what went over the wire (the Request / Response tab's views, the "same turn, other
// APIs" view) and the provider panel's choice of wire protocol.
export const enWire = {
  wire: {
    api: {
      label: 'Wire protocol',
      'chat-completions': 'Chat Completions (/chat/completions)',
      responses: 'Responses API (/responses)',
      'anthropic-messages': 'Anthropic Messages (/messages)',
      hint: 'The OpenAI protocols go through the openai SDK, Anthropic Messages through ToolScope’s own reader; the pipeline and its trace are the same whichever is spoken.',
    },
    view: {
      label: 'Show',
      sent: 'As sent',
      'chat-completions': 'Chat Completions',
      responses: 'Responses',
      anthropic: 'Anthropic Messages',
      mcp: 'MCP lane',
    },
    sentTitle: 'The request as it went over the wire',
    receivedTitle: 'The response as the API returned it',
    headers: 'Headers (the API key redacted)',
    headersSetByPage: 'Headers the page set (the API key redacted)',
    addedByBrowser:
      'Added by the browser on the way out (the page cannot read their values, so none are shown):',
    body: 'Body',
    status: 'Status {{status}}',
    chunks: '{{count}} server-sent events, in arrival order',
    chunk: '#{{n}}',
    partial: 'cut off here:',
    noResponse: 'No answer arrived.',
    notSent:
      'Nothing went over the wire for this call (a script, a person or a recording without wire data answered): shown is the Chat Completions body the pipeline built.',
    pending:
      'What went over the wire shows once the answer is complete; shown is the Chat Completions body the pipeline built.',
    tokens: {
      title: 'Tokens',
      counted: 'Counted here (o200k_base, messages + tools): {{count}}',
      counting: 'Counting…',
      failed: 'Could not count: {{error}}',
      reported: 'The API reported: {{prompt}} prompt + {{completion}} completion',
      notReported: 'The API reported no usage.',
      note: 'The count adds each message’s text, each call’s name and arguments, and each tool’s JSON; the API also counts its chat template, so its figure is a little higher.',
    },
    converted: 'Converted from the pipeline’s turn (engine/wire-shapes); not what was sent.',
    losses: 'What this shape cannot carry here:',
    loss: {
      'system-merged':
        'message {{message}} is a system message after the first place: merged into the top-level system',
      'arguments-not-object': 'call {{callId}}: the arguments are not a JSON object, sent as {}',
      'arguments-reformatted':
        'call {{callId}}: the arguments become an object, their spacing and key order are lost',
      'parallel-flag-dropped':
        'tool_choice none has no disable_parallel_tool_use: the parallel flag is dropped',
      'strict-dropped': 'tool {{tool}}: there is no strict flag',
      'finish-reason-approximated': 'finish reason {{finishReason}} has no exact equivalent',
    },
  },
};
