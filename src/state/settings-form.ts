// The Settings tab's form: every run setting in force, read from the settings a run started with (recorded in
// `run-start`) or last changed to (recorded in `settings-change`), over the catalog's defaults; and turned
// back into the partial settings a `settings-change` input carries, holding only what changed. The fields,
// their defaults, ranges and choices all come from the run settings catalog (decision 0108).
import {
  formFieldsOf,
  numberProblemsOf,
  partialAt,
  type SettingFormField,
} from '../common/settings-catalog/setting-form-fields';
import type { SettingValue } from '../common/settings-catalog/setting-entry';
import {
  changedSettings,
  defaultsOf,
  mergeSettings,
  overlaySettings,
} from '../common/settings-catalog/setting-values';
import type { TraceEvent } from '../engine';
import type { RecordedSettingsChange } from '../engine/trace/recorded-run-settings';
import { RUN_SETTINGS_CATALOG, type PartialRunSettings } from '../runtime/spec/run-settings';
import { BUILTIN_TOOL_LATENCIES } from '../runtime/spec/user-tool-spec';

/** Every setting resolved: what the session set over the defaults. */
export type SettingsForm = SettingValue<typeof RUN_SETTINGS_CATALOG>;

/** Some settings, knob by knob: what a person edited, or a `settings-change` input carries. */
export type SettingsEdits = PartialRunSettings;

/** The fields the tab draws, in catalog order, each with its setting (kind, default, range, label key). */
export const SETTINGS_FORM_FIELDS: readonly SettingFormField[] = formFieldsOf(RUN_SETTINGS_CATALOG);

/**
 * The defaults of every setting, for what a recorded run did not spell out. The engine names no tool's
 * latency: the built-ins' come from their records, so the tab shows a row for each.
 */
export const DEFAULT_SETTINGS_FORM: SettingsForm = withBuiltinLatencies(defaultsOf(RUN_SETTINGS_CATALOG));

function withBuiltinLatencies(form: SettingsForm): SettingsForm {
  const { latency } = form.engine;
  return {
    ...form,
    engine: {
      ...form.engine,
      latency: { ...latency, perToolMs: { ...BUILTIN_TOOL_LATENCIES, ...latency.perToolMs } },
    },
  };
}

/**
 * The form as of the last event: the settings in force (from run-start, or a later settings-change). Before
 * the first run starts, the session's own settings (`beforeRuns`, from its document) if known. The engine's
 * knobs and the shell's limits are recorded only where the session set them (a table, such as the
 * latencies, only by the names it set): the rest are the defaults.
 */
export function settingsFormOf(
  events: readonly TraceEvent[],
  beforeRuns: RecordedSettingsChange | null = null,
): SettingsForm {
  const start = events.findLast((e) => e.type === 'run-start' || e.type === 'settings-change');
  if (start?.type === 'run-start' || start?.type === 'settings-change') return formOver(start.settings);
  return beforeRuns ? formOver(beforeRuns) : DEFAULT_SETTINGS_FORM;
}

function formOver(recorded: RecordedSettingsChange): SettingsForm {
  return overlaySettings(RUN_SETTINGS_CATALOG, DEFAULT_SETTINGS_FORM, recorded);
}

/** Edits (or what was sent) laid over the form: each names only the settings it changed. */
export function formWith(form: SettingsForm, edits: PartialRunSettings): SettingsForm {
  return overlaySettings(RUN_SETTINGS_CATALOG, form, edits);
}

/** Two sets of edits as one, the later winning knob by knob. */
export function combineEdits(earlier: PartialRunSettings, later: PartialRunSettings): PartialRunSettings {
  return mergeSettings(RUN_SETTINGS_CATALOG, earlier, later);
}

/** An edit of one field: `path` from the catalog's root (a table's entry adds its name). */
export function editAt(path: readonly string[], value: unknown): PartialRunSettings {
  return partialAt(path, value);
}

/**
 * Only what changed, knob by knob (one latency, one rule list, one limit), as the partial settings of a
 * `settings-change` input; null when nothing did. The runtime lays it over the settings in force, so a knob
 * it does not name keeps its value, whatever the session set.
 */
export function settingsChange(before: SettingsForm, after: SettingsForm): PartialRunSettings | null {
  return changedSettings(RUN_SETTINGS_CATALOG, before, after) ?? null;
}

/** The numbers the form holds that a session may not set (not whole, or off the range), by path. */
export function settingsFormProblems(form: SettingsForm): string[] {
  return numberProblemsOf(SETTINGS_FORM_FIELDS, form);
}
