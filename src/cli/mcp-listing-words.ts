// The listing limits' notes (runtime/mcp/vet-mcp-listing.ts) as the CLI prints them on stderr, in English:
// the page words the same notes through i18n (ui/tools/mcp/mcp-listing-note-words.ts).
import type { McpListingNote } from '../tools/mcp/mcp-listing-limits';

const REFUSED: Readonly<
  Record<Extract<McpListingNote, { kind: 'tool-refused' }>['refusal'], (detail: string) => string>
> = {
  'name-too-long': (detail) => `its name is ${detail} characters long, too long to send back`,
  'schema-too-deep': (detail) => `its input schema nests deeper than ${detail} levels`,
  'schema-pattern': (detail) => `a pattern in its input schema cannot be matched safely (${detail})`,
  'schema-does-not-compile': (detail) => `its input schema does not compile (${detail})`,
};

export function mcpListingNoteText(note: McpListingNote): string {
  switch (note.kind) {
    case 'tools-capped':
      return `note: the server listed ${note.listed} tools; only the first ${note.examined} were looked at.`;
    case 'listing-stopped':
      return `note: the server kept listing more pages; the listing stopped after ${note.listed} tools.`;
    case 'description-cut':
      return `note: the description of ${JSON.stringify(note.tool)} was ${note.chars} characters; cut at ${note.kept}.`;
    case 'tool-refused':
      return `note: the tool ${JSON.stringify(note.tool)} is refused: ${REFUSED[note.refusal](note.detail)}.`;
  }
}
