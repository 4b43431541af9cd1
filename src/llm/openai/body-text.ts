// The start both protocols share when an endpoint answers with a whole body: is the text JSON at all (judged
// by its content type and first character, so an HTML page or a proxy's text gets a sentence naming the likely
// cause), and does it parse. What the parsed body means is each protocol's own reader's business.
import type { Read } from './completion-shape';

/** The body parsed as JSON, or why it is not JSON; `what` names what was expected ("a chat completion"). */
export function parseBodyText(text: string, contentType: string | null, what: string): Read<unknown> {
  const notJson = describeNonJson(text, contentType, what);
  if (notJson) return { ok: false, problem: notJson };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'The endpoint answered 200, but its body is not valid JSON.' };
  }
}

/** Why a body is not JSON at all; undefined if it may be. */
export function describeNonJson(text: string, contentType: string | null, what: string): string | undefined {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const start = text.trimStart();
  if (media === 'text/html' || /^<(!doctype|html|head|body)\b/i.test(start))
    return `The endpoint answered with an HTML page, not ${what}: the base URL probably points at a website rather than the API (it often ends in /v1).`;
  if (start === '') return `The endpoint answered 200 with an empty body, not ${what}.`;
  if (!start.startsWith('{') && !start.startsWith('['))
    return `The endpoint answered with ${media || 'text'}, not ${what.replace(/^an? /, 'a JSON ')}.`;
  return undefined;
}
