// What `npm run replay -- <input>` accepts: a session file, or a share link (a whole URL, `#s=1.…` or
// `s=1.…`). A link carries the step it was shared at, which becomes the default stop step, so the CLI prints
// the same trace hash the page shows for that link. Problems come back as one line for `invalid: …`.
import { readFile } from 'node:fs/promises';
import { loadSessionText } from '../session/load-session';
import type { SessionDocument } from '../session/session-document';
import { decodeShareLink } from '../session/share/decode-share-link';
import { splitShareFragment } from '../session/share/share-format';

export type ReplayInput =
  | {
      readonly ok: true;
      readonly source: 'file' | 'link';
      readonly document: SessionDocument;
      /** The step a link was shared at (null: to the end; always null for files). */
      readonly step: number | null;
    }
  | { readonly ok: false; readonly reason: string };

export function looksLikeShareLink(arg: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(arg) || splitShareFragment(arg) !== undefined;
}

export async function readReplayInput(arg: string): Promise<ReplayInput> {
  if (looksLikeShareLink(arg)) {
    const decoded = decodeShareLink(arg);
    if (!decoded.ok) return { ok: false, reason: decoded.reason };
    return { ok: true, source: 'link', document: decoded.document, step: decoded.step };
  }
  let text: string;
  try {
    text = await readFile(arg, 'utf8');
  } catch (error) {
    return { ok: false, reason: `cannot read ${arg}: ${(error as Error).message}` };
  }
  const loaded = loadSessionText(text);
  if (!loaded.ok) return { ok: false, reason: loaded.reason };
  return { ok: true, source: 'file', document: loaded.document, step: null };
}
