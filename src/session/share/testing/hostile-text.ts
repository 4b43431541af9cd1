// Markup and script payloads, and a document rewriter that puts one into every free-text field. No JSON
// imports here, so Playwright specs can use it too.
import type { SessionDocument } from '../../session-document';

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
