// Documents and hand-made fragments for the codec's tests and the hostile-link fuzz.
import { deflateSync, strToU8 } from 'fflate';
import parallelReads from '../../fixtures/v1/parallel-reads-then-edit.session.json';
import userTools from '../../fixtures/v1/user-tools-and-inputs.session.json';
import type { SessionDocument } from '../../session-document';
import { loadSessionValue } from '../../load-session';
import { bytesToBase64url } from '../../../common/base64';

/** As this version reads them (the files are format 1's, upgraded on loading). */
export const FIXTURE_DOCUMENTS: readonly SessionDocument[] = [parallelReads, userTools].map((file) => {
  const loaded = loadSessionValue(file);
  if (!loaded.ok) throw new Error(loaded.reason);
  return loaded.document;
});

/** A fragment for any text, compressed the way real links are: for crafting payloads that inflate fine. */
export function fragmentOfText(text: string, version = '1'): string {
  return `s=${version}.${bytesToBase64url(deflateSync(strToU8(text), { level: 9 }))}`;
}

export { SCRIPT_TEXTS, withTextEverywhere } from './hostile-text';
