// What the page's address asks for: `?embed=1` (the compact player), `&step=N` (open at a step),
// `&lesson=<id>` (open a lesson), `&at=<point>` and `&pin=<tag>` (a lesson link: paused at that event of that
// version of the lesson, session/lessons/lesson-link.ts), `&lang=en|zh` (the language it opens in),
// `&tab=<inspector>` (the embed's inspector), and a share fragment `#s=1.…`. Parsing is pure so it can be
// tested without a browser; anything malformed is ignored.
import { splitShareFragment } from '../../session/share/share-format';
import { INSPECTOR_TABS, type InspectorTab, type Language } from '../../state/store';

export interface PageParams {
  readonly embed: boolean;
  readonly step: number | null;
  readonly lessonId: string | null;
  /** A lesson link's point (events shown, not counting model-delta). */
  readonly at: number | null;
  /** A lesson link's pin tag (hex head of the lesson's pinned trace hash). */
  readonly pin: string | null;
  readonly lang: Language | null;
  readonly tab: InspectorTab | null;
  /** The whole fragment when it holds share data, for decodeShareLink. */
  readonly shareFragment: string | null;
}

const LANGUAGES: readonly Language[] = ['en', 'zh'];

export function readPageParams(search: string, hash: string): PageParams {
  const query = new URLSearchParams(search);
  const stepText = query.get('step');
  const atText = query.get('at');
  const lesson = query.get('lesson');
  const pin = query.get('pin');
  const lang = query.get('lang');
  const tab = query.get('tab');
  return {
    embed: query.get('embed') === '1',
    step: wholeNumber(stepText),
    lessonId: lesson !== null && /^[a-z0-9-]{1,64}$/.test(lesson) ? lesson : null,
    at: wholeNumber(atText),
    pin: pin !== null && /^[0-9a-f]{4,64}$/.test(pin) ? pin : null,
    lang: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : null,
    tab: (INSPECTOR_TABS as readonly string[]).includes(tab ?? '') ? (tab as InspectorTab) : null,
    shareFragment: splitShareFragment(hash) ? hash : null,
  };
}

function wholeNumber(text: string | null): number | null {
  return text !== null && /^[1-9][0-9]{0,6}$/.test(text) ? Number(text) : null;
}
