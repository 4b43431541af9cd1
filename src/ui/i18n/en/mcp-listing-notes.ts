// English UI strings: what the listing limits cut or refused of an MCP server's tools/list (issue 40, item 8;
// decision 0875), said after "Connect an MCP server…" so nothing a server sent is dropped unsaid.
export const enMcpListingNotes = {
  mcpListingNotes: {
    toolsCapped:
      'The server listed {{listed}} tools; only the first {{examined}} were looked at, and the others are not offered to the model.',
    listingStopped:
      'The server kept listing more pages; the listing stopped after {{listed}} tools, and the rest are not offered.',
    descriptionCut: 'The description of {{tool}} was {{chars}} characters; it was cut at {{kept}}.',
    toolRefused: {
      'name-too-long':
        'The tool {{tool}}… is refused: its name is {{detail}} characters long, too long to send back.',
      'schema-too-deep':
        'The tool {{tool}} is refused: its input schema nests deeper than {{detail}} levels, which a session could not hold.',
      'schema-pattern':
        'The tool {{tool}} is refused: a pattern in its input schema cannot be matched safely ({{detail}}).',
      'schema-does-not-compile':
        'The tool {{tool}} is refused: its input schema does not compile ({{detail}}), so its arguments could never be checked.',
    },
    more: '…and {{count}} more such notes.',
  },
} as const;
