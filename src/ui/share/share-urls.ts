// The addresses the Share dialog offers, built from the page's own address: the lesson link (the built-in
// lesson by id, pin and point; session/lessons/lesson-link.ts), the session link (the document in the
// fragment), and the embedded player's address and its <iframe> snippet. Every one says the sharer's
// language (`lang=`), which the person opening it sees unless they change the link.
import { lessonLinkUrl, type LessonLink } from '../../session/lessons/lesson-link';
import type { InspectorTab, Language } from '../../state/store';
import { assertNever } from '../../common/assert-never';

/** The app's address: origin and path, no query, no fragment. */
export function appBaseUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

export function sessionLinkUrl(appUrl: string, fragment: string, lang: Language): string {
  return `${appUrl}?lang=${lang}#${fragment}`;
}

/**
 * What the embedded player opens: a built-in lesson link's place, or a link's fragment (`session`) — a session's
 * (`#s=…`) or a written lesson's (`#l=…`, its guide beside the player).
 */
export type EmbedTarget =
  | { readonly kind: 'lesson'; readonly link: LessonLink }
  | { readonly kind: 'session'; readonly fragment: string; readonly lang: Language };

export function embedUrl(appUrl: string, target: EmbedTarget, tab: InspectorTab): string {
  switch (target.kind) {
    case 'lesson': {
      const lessonUrl = new URL(lessonLinkUrl(appUrl, target.link));
      return `${appUrl}?embed=1&${lessonUrl.searchParams.toString()}&tab=${tab}`;
    }
    case 'session':
      return `${appUrl}?embed=1&lang=${target.lang}&tab=${tab}#${target.fragment}`;
    default: {
      return assertNever(target);
    }
  }
}

/** The 800 × 500 player (the size it is tested at: e2e/lesson-matrix.spec.ts). */
export function iframeSnippet(src: string, title: string): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="800" height="500" style="border:0" loading="lazy"></iframe>`;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
