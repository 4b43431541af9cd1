// Export: the current session document as a `.session.json` download (the same file `npm run replay` reads).
import { sessionFileName, sessionFileText } from '../../session/export/session-file';
import type { SessionDocument } from '../../session/session-document';

export function downloadSessionFile(document: SessionDocument): void {
  const blob = new Blob([sessionFileText(document)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = sessionFileName(document.title);
  link.click();
  URL.revokeObjectURL(url);
}
