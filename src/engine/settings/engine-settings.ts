// The engine's knobs as types and values, all read from the catalog (engine-settings-catalog.ts): the runtime
// records what a session set of them in `run-start`, and a change takes effect at the next turn.
import type { SettingPartial, SettingValue } from '../../common/settings-catalog/setting-entry';
import { defaultsOf, resolveOverDefaults } from '../../common/settings-catalog/setting-values';
import { ENGINE_SETTINGS_CATALOG } from './engine-settings-catalog';

export type { BudgetSettings } from '../budget/budget-settings';

export type EngineSettings = SettingValue<typeof ENGINE_SETTINGS_CATALOG>;
/** What a session may set: any knob of any group may be left out. */
export type PartialEngineSettings = SettingPartial<typeof ENGINE_SETTINGS_CATALOG>;
export type BreakerPolicy = EngineSettings['breaker'];
export type LatencyModel = EngineSettings['latency'];

// budget/ and gates/ keep their own words for their part (settings/ reads them, never the other way:
// decision 0106); engine-settings.test.ts fails to compile when the catalog and those words part.

export const DEFAULT_SETTINGS: EngineSettings = defaultsOf(ENGINE_SETTINGS_CATALOG);
export const DEFAULT_LATENCY: LatencyModel = DEFAULT_SETTINGS.latency;

/** Fills a partial settings object from the defaults, at every depth (a table by tool name). */
export function resolveSettings(partial: PartialEngineSettings = {}): EngineSettings {
  return resolveOverDefaults(ENGINE_SETTINGS_CATALOG, partial);
}
