// What the page keeps in localStorage between visits (language, theme, the inspector's tab, the guide's fold
// and pace, the text scale, a learner's guesses and reveals), read back field by field: a stored value this
// version does not offer (edited by hand, a later or earlier version's tab name) falls back to the current one
// instead of reaching a switch that has no case for it.
import { GUIDE_PACE_NAMES, type GuidePace } from './guide-pace';
import { INSPECTOR_TABS, type InspectorTab } from './layout-slice';
import type { Language, ThemeChoice } from './preferences-slice';
import { isTextScale, type TextScale } from './presenter-slice';
import { isLessonTextsRecord, type LessonPicks } from './lesson-progress-slice';

export interface StoredPreferences {
  readonly language: Language;
  readonly theme: ThemeChoice;
  readonly inspectorTab: InspectorTab;
  readonly guideCollapsed: boolean;
  readonly guidePace: GuidePace;
  readonly textScale: TextScale;
  readonly lessonPicks: Readonly<Record<string, LessonPicks>>;
  readonly lessonReveals: Readonly<Record<string, LessonPicks>>;
}

const LANGUAGES: readonly Language[] = ['en', 'zh'];
const THEMES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const oneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

const CHECKS: { readonly [K in keyof StoredPreferences]: (value: unknown) => boolean } = {
  language: oneOf(LANGUAGES),
  theme: oneOf(THEMES),
  inspectorTab: oneOf(INSPECTOR_TABS),
  guideCollapsed: (value) => typeof value === 'boolean',
  guidePace: oneOf(GUIDE_PACE_NAMES),
  textScale: isTextScale,
  lessonPicks: isLessonTextsRecord,
  lessonReveals: isLessonTextsRecord,
};

/** The stored fields that this version offers; anything else stays as `current` has it. */
export function mergeStoredPreferences<S extends StoredPreferences>(stored: unknown, current: S): S {
  if (typeof stored !== 'object' || stored === null) return current;
  const kept: Partial<Record<keyof StoredPreferences, unknown>> = {};
  for (const key of Object.keys(CHECKS) as (keyof StoredPreferences)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (CHECKS[key](value)) kept[key] = value;
  }
  return { ...current, ...kept };
}
