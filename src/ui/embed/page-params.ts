// What the page's address asks for: `?embed=1` (the compact player), `&step=N` (open at a step),
// `&lesson=<id>` (open a lesson), `&at=<point>` and `&pin=<tag>` (a lesson link: paused at that event of that
// version of the lesson, session/lessons/lesson-link.ts), `&lang=en|zh` (the language it opens in),
// `&tab=<inspector>` (the embed's inspector), and a share fragment `#s=1.…`. Parsing is pure so it can be
// tested without a browser. A link parameter that is there but malformed (or given twice) is not guessed
// at: it is named in `problems`, and the link is refused in words (open-from-location.ts).
import { splitShareFragment } from '../../session/share/share-format';
import { LESSON_FRAGMENT_KEY } from '../../session/lessons/authoring/lesson-fragment-key';
import { INSPECTOR_TABS, type InspectorTab, type Language } from '../../state/store';
import type { LinkParam, LinkParamProblem } from '../../state/session-actions/open-from-location';

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
  /** Link parameters present but not valid, in the order above. */
  readonly problems: readonly LinkParamProblem[];
  /** The whole fragment when it holds a lesson written in the editor (`#l=1.…`). */
  readonly lessonFragment: string | null;
}

const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Each link parameter's reader: the value, or undefined when the text is not one. */
const READERS = {
  lesson: (text: string) => (/^[a-z0-9-]{1,64}$/.test(text) ? text : undefined),
  step: (text: string) => (/^[1-9][0-9]{0,6}$/.test(text) ? Number(text) : undefined),
  // 0 is before the first event (a link made before anything ran).
  at: (text: string) => (/^(0|[1-9][0-9]{0,6})$/.test(text) ? Number(text) : undefined),
  pin: (text: string) => (/^[0-9a-f]{4,64}$/.test(text) ? text : undefined),
  lang: (text: string) => LANGUAGES.find((l) => l === text),
  tab: (text: string) => INSPECTOR_TABS.find((t) => t === text),
} satisfies Record<LinkParam, (text: string) => unknown>;

export function readPageParams(search: string, hash: string): PageParams {
  const query = new URLSearchParams(search);
  const problems: LinkParamProblem[] = [];
  function read<P extends LinkParam>(param: P): NonNullable<ReturnType<(typeof READERS)[P]>> | null {
    const texts = query.getAll(param);
    if (texts.length === 0) return null;
    if (texts.length > 1) {
      problems.push({ param, kind: 'repeated' });
      return null;
    }
    const value = READERS[param](texts[0]!) as NonNullable<ReturnType<(typeof READERS)[P]>> | undefined;
    if (value === undefined) problems.push({ param, kind: 'malformed' });
    return value ?? null;
  }
  const lessonId = read('lesson');
  const step = read('step');
  const at = read('at');
  const pin = read('pin');
  const lang = read('lang');
  const tab = read('tab');
  return {
    embed: query.get('embed') === '1',
    step,
    lessonId,
    at,
    pin,
    lang,
    tab,
    shareFragment: splitShareFragment(hash) ? hash : null,
    problems,
    lessonFragment: splitShareFragment(hash, LESSON_FRAGMENT_KEY) ? hash : null,
  };
}
