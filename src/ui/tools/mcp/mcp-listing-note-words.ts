// The listing limits' notes (runtime/mcp/vet-mcp-listing.ts) in the person's language. A tool's name is the
// server's own, so its bidirectional controls are drawn visibly (⟪U+202E⟫) and cannot reorder the sentence;
// React escapes the rest. At most NOTES_SHOWN are worded, then how many more: a server of a hundred refused
// tools still makes one short message.
import type { TFunction } from 'i18next';
import type { McpServerListing } from '../../../state/session-edit/port-types';
import { revealBidiControls } from '../../common/bidi-controls';

type McpListingNote = NonNullable<Extract<McpServerListing, { ok: true }>['notes']>[number];

export const NOTES_SHOWN = 5;

export function mcpListingNoteLines(t: TFunction, notes: readonly McpListingNote[]): string[] {
  const lines = notes.slice(0, NOTES_SHOWN).map((note) => noteLine(t, note));
  if (notes.length > NOTES_SHOWN)
    lines.push(t('mcpListingNotes.more', { count: notes.length - NOTES_SHOWN }));
  return lines;
}

function noteLine(t: TFunction, note: McpListingNote): string {
  switch (note.kind) {
    case 'tools-capped':
      return t('mcpListingNotes.toolsCapped', { listed: note.listed, examined: note.examined });
    case 'listing-stopped':
      return t('mcpListingNotes.listingStopped', { listed: note.listed });
    case 'description-cut':
      return t('mcpListingNotes.descriptionCut', {
        tool: revealBidiControls(note.tool),
        chars: note.chars,
        kept: note.kept,
      });
    case 'tool-refused':
      return t(`mcpListingNotes.toolRefused.${note.refusal}`, {
        tool: revealBidiControls(note.tool),
        detail: note.detail,
      });
  }
}
