// A fork's record as a reader scans it: which session and step it came from, which settings it changed (by
// their dotted paths) and which tools. `npm run diff` prints it beside the comparison; the page's compare
// view says the same in words.
import type { GroupSetting } from '../../common/settings-catalog/setting-entry';
import type { ForkOrigin, ToolSetChange } from '../../runtime/spec/fork-origin';
import { RUN_SETTINGS_CATALOG } from '../../runtime/spec/run-settings';

export interface ForkSummary {
  readonly of: string;
  readonly traceHash: string;
  readonly step: number;
  /** `engine.permissions.rules.deny`, `systemPrompt`: each setting the fork set at its step. */
  readonly settings: readonly string[];
  readonly tools?: ToolSetChange;
}

export function forkSummary(origin: ForkOrigin): ForkSummary {
  return {
    of: origin.source.title,
    traceHash: origin.source.traceHash,
    step: origin.step,
    settings: origin.settings === undefined ? [] : settingPaths(origin.settings, RUN_SETTINGS_CATALOG, ''),
    ...(origin.tools === undefined ? {} : { tools: origin.tools }),
  };
}

/** The settings a change sets, read by the catalog: a group opens, any other setting (a list, a table) is one. */
function settingPaths(change: object, group: GroupSetting, path: string): string[] {
  return Object.entries(change).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    const entry = group.fields[key];
    return entry?.kind === 'group' && typeof value === 'object' && value !== null
      ? settingPaths(value as object, entry, at)
      : [at];
  });
}
