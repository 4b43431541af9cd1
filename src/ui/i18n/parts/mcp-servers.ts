// The Tools tab's own words: its MCP servers, their form, the connection doctor and the listing's notes.
// Nothing the first screen draws reads them (the marks it draws are en/mcp-marks.ts).
import { enMcpConnect } from '../en/mcp-connect';
import { enMcpDoctor } from '../en/mcp-doctor';
import { enMcpForm } from '../en/mcp-form';
import { enMcpListingNotes } from '../en/mcp-listing-notes';
import { partWords } from '../part-words';
import { zhMcpConnect } from '../zh/mcp-connect';
import { zhMcpDoctor } from '../zh/mcp-doctor';
import { zhMcpForm } from '../zh/mcp-form';
import { zhMcpListingNotes } from '../zh/mcp-listing-notes';

export const mcpServersWords = partWords({
  en: { ...enMcpConnect, ...enMcpForm, ...enMcpDoctor, ...enMcpListingNotes },
  zh: { ...zhMcpConnect, ...zhMcpForm, ...zhMcpDoctor, ...zhMcpListingNotes },
});
