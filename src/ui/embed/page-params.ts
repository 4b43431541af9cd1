// What the page's address asks for: `?embed=1` (the compact player), `&step=N` (open at a step),
// `&lesson=<id>` (open a lesson), `&tab=<inspector>` (the embed's one inspector), and a share fragment
// `#s=1.…`. Parsing is pure so it can be tested without a browser; anything malformed is ignored.
import { splitShareFragment } from '../../session/share/share-format';
import { LESSON_FRAGMENT_KEY } from '../../session/lessons/authoring/lesson-fragment-key';
import { INSPECTOR_TABS, type InspectorTab } from '../../state/store';

export interface PageParams {
  readonly embed: boolean;
  readonly step: number | null;
  readonly lessonId: string | null;
  readonly tab: InspectorTab | null;
  /** The whole fragment when it holds share data, for decodeShareLink. */
  readonly shareFragment: string | null;
  /** The whole fragment when it holds a lesson written in the editor (`#l=1.…`). */
  readonly lessonFragment: string | null;
}

export function readPageParams(search: string, hash: string): PageParams {
  const query = new URLSearchParams(search);
  const stepText = query.get('step');
  const step = stepText !== null && /^[1-9][0-9]{0,5}$/.test(stepText) ? Number(stepText) : null;
  const lesson = query.get('lesson');
  const tab = query.get('tab');
  return {
    embed: query.get('embed') === '1',
    step,
    lessonId: lesson !== null && /^[a-z0-9-]{1,64}$/.test(lesson) ? lesson : null,
    tab: (INSPECTOR_TABS as readonly string[]).includes(tab ?? '') ? (tab as InspectorTab) : null,
    shareFragment: splitShareFragment(hash) ? hash : null,
    lessonFragment: splitShareFragment(hash, LESSON_FRAGMENT_KEY) ? hash : null,
  };
}
