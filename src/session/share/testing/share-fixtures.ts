// Documents and hand-made fragments for the codec's tests and the hostile-link fuzz.
import { deflateSync, strToU8 } from 'fflate';
import parallelReads from '../../fixtures/v1/parallel-reads-then-edit.session.json';
import userTools from '../../fixtures/v1/user-tools-and-inputs.session.json';
import type { SessionDocument } from '../../session-document';
import { bytesToBase64url } from '../base64url';

export const FIXTURE_DOCUMENTS: readonly SessionDocument[] = [
  parallelReads as unknown as SessionDocument,
  userTools as unknown as SessionDocument,
];

/** A fragment for any text, compressed the way real links are: for crafting payloads that inflate fine. */
export function fragmentOfText(text: string, version = '1'): string {
  return `s=${version}.${bytesToBase64url(deflateSync(strToU8(text), { level: 9 }))}`;
}

/** Every free-text field replaced: the places an attacker would put markup or script. */
export function withTextEverywhere(document: SessionDocument, text: string): SessionDocument {
  const freeText = new Set([
    'title',
    'description',
    'content',
    'systemPrompt',
    'model',
    'old_string',
    'new_string',
  ]);
  const rewrite = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === 'string') return key !== undefined && freeText.has(key) ? text : value;
    if (Array.isArray(value)) {
      return key === 'userMessages' ? value.map(() => text) : value.map((item) => rewrite(item, undefined));
    }
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, k)]));
    }
    return value;
  };
  return rewrite(document, undefined) as SessionDocument;
}

export const SCRIPT_TEXTS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  '${window.__pwned=1}',
  '{{constructor.constructor("window.__pwned=1")()}}',
] as const;
