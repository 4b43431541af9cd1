// The runtime's own settings (the loop around the engine), read from the run settings catalog
// (engine/settings/run-settings-catalog.ts). The engine's knobs travel inside, unchanged. Like `engine`,
// `shellLimits` holds only what the session set: the settings are recorded in `run-start`, so a session that
// never touched a knob records (and hashes) exactly as before the knob existed.
import type {
  SettingPartial,
  SettingsInForce,
  SettingValue,
} from '../../common/settings-catalog/setting-entry';
import {
  defaultsOf,
  inForceDefaultsOf,
  mergeSettings,
  overlaySettings,
} from '../../common/settings-catalog/setting-values';
import { RUN_SETTINGS_CATALOG } from '../../engine/settings/run-settings-catalog';
import { resolveShellLimits, type ShellLimits } from '../../shell/limits';

// The shell limits' vocabulary, for layers that see the settings but not the shell (state/, session/).
export {
  DEFAULT_SHELL_LIMITS,
  isShellLimitInRange,
  SHELL_LIMIT_FIELDS,
  type PartialShellLimits,
  type ShellLimitField,
  type ShellLimits,
} from '../../shell/limits';
export { DEFAULT_SYSTEM_PROMPT, RUN_SETTINGS_CATALOG } from '../../engine/settings/run-settings-catalog';

/** The settings in force: the loop's resolved, `engine` and `shellLimits` as the session set them. */
export type RunSettings = SettingsInForce<(typeof RUN_SETTINGS_CATALOG)['fields']>;
export type PartialRunSettings = SettingPartial<typeof RUN_SETTINGS_CATALOG>;

export const DEFAULT_RUN_SETTINGS: RunSettings = inForceDefaultsOf(RUN_SETTINGS_CATALOG);

/** What a session set, over the defaults (the engine's knobs and shell limits stay as set). */
export function resolveRunSettings(partial: PartialRunSettings = {}): RunSettings {
  // The defaults hold every `recorded` setting, so the result does.
  return mergeSettings(RUN_SETTINGS_CATALOG, DEFAULT_RUN_SETTINGS, partial) as RunSettings;
}

/**
 * A `settings-change` over the settings in force, knob by knob at every depth: a change names what it sets,
 * and whatever it leaves out (another knob of the same group, another tool's latency) keeps its value. A
 * list (permission rules) or a named tool choice is one value and replaces.
 */
export function applySettingsChange(current: RunSettings, change: PartialRunSettings): RunSettings {
  return resolveRunSettings(mergeSettings(RUN_SETTINGS_CATALOG, current, change));
}

type RunFields = (typeof RUN_SETTINGS_CATALOG)['fields'];

/**
 * One top-level setting in force, resolved: what the session set over the catalog's default (a group's
 * every knob filled). The way to read a setting a run holds only where the session set it.
 */
export function runSettingOf<K extends keyof RunFields>(
  settings: RunSettings,
  name: K,
): SettingValue<RunFields[K]> {
  const entry = RUN_SETTINGS_CATALOG.fields[name];
  return overlaySettings(entry, defaultsOf(entry), settings[name] as SettingPartial<RunFields[K]>);
}

/** The shell limits in force: what the settings say, over DEFAULT_SHELL_LIMITS. */
export function shellLimitsOf(settings: RunSettings): ShellLimits {
  return resolveShellLimits(settings.shellLimits);
}
