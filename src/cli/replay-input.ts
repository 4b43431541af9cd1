// What `npm run replay -- <input>` accepts: a session file, or a share link (a whole URL, `#s=1.…` or
// `s=1.…`). A link or an exported file says where it stood (`openAt.point`), which becomes the default stop
// point, so the CLI prints the same trace hash the page shows for it; an older link carries only a step.
// Problems come back as one line for `invalid: …`.
import { readFile } from 'node:fs/promises';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { loadSessionText } from '../session/load-session';
import type { SessionDocument } from '../session/session-document';
import { decodeShareLink } from '../session/share/decode-share-link';
import { splitShareFragment } from '../session/share/share-format';

export type ReplayInput =
  | {
      readonly ok: true;
      readonly source: 'file' | 'link';
      readonly document: SessionDocument;
      /** The step an older link was shared at (null: to the end; always null for files). */
      readonly step: number | null;
      /** Where the link or file stood when it was made (null: it does not say). */
      readonly point: number | null;
      /** The file's own expectations (`"expect"` beside the document); a link carries none. */
      readonly expectations: readonly Breakpoint[];
    }
  | { readonly ok: false; readonly reason: string };

export function looksLikeShareLink(arg: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(arg) || splitShareFragment(arg) !== undefined;
}

export async function readReplayInput(arg: string): Promise<ReplayInput> {
  if (looksLikeShareLink(arg)) {
    const decoded = decodeShareLink(arg);
    if (!decoded.ok) return { ok: false, reason: decoded.reason };
    const point = decoded.document.openAt?.point ?? null;
    const document = decoded.document;
    return { ok: true, source: 'link', document, step: decoded.step, point, expectations: [] };
  }
  let text: string;
  try {
    text = await readFile(arg, 'utf8');
  } catch (error) {
    return { ok: false, reason: `cannot read ${arg}: ${(error as Error).message}` };
  }
  const loaded = loadSessionText(text);
  if (!loaded.ok) return { ok: false, reason: loaded.reason };
  const point = loaded.document.openAt?.point ?? null;
  const expectations = loaded.expectations ?? [];
  return { ok: true, source: 'file', document: loaded.document, step: null, point, expectations };
}
