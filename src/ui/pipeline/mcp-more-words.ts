// How what a live MCP server made the run do reads in the page's language: a changed tool list the registry
// refused (the schema stage: a short line, the whole story with the runtime's reason as its title) and a
// call's notes (its card). A note the page does not know is shown as it was said.
import type { TFunction } from 'i18next';
import type { McpCallNote, McpListRefusal } from '../../state/selectors';

export interface MarkWords {
  readonly text: string;
  readonly title: string;
}

export function mcpListRefusedWords(refusal: McpListRefusal, t: TFunction): MarkWords {
  return {
    text: t('mcpMore.listRefused', { server: refusal.server }),
    title: t('mcpMore.listRefusedWhy', { server: refusal.server, reason: refusal.reason }),
  };
}

export function mcpCallNoteWords(note: McpCallNote, t: TFunction): MarkWords {
  switch (note.kind) {
    case 'session-restarted':
      return { text: t('mcpMore.note.sessionRestarted'), title: t('mcpMore.note.sessionRestartedWhy') };
    case 'said':
      return { text: note.text, title: note.text };
  }
}
