// Export: the current session document as a `.session.json` download (the same file `npm run replay` reads),
// with the session's breakpoints beside the document (never in it).
import { sessionFileName, sessionFileText } from '../../session/export/session-file';
import type { SessionDocument } from '../../session/session-document';
import type { Breakpoint } from '../../state/breakpoints';

export function downloadSessionFile(document: SessionDocument, breakpoints: readonly Breakpoint[]): void {
  const blob = new Blob([sessionFileText(document, breakpoints)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = sessionFileName(document.title);
  link.click();
  URL.revokeObjectURL(url);
}
