// A link carries only the settings that differ from the defaults. The runtime's exported spec holds every
// setting resolved (the default system prompt alone is ~200 characters), and a document may leave out
// anything equal to a default (`resolveRunSettings` fills it back in), so a link that writes the defaults
// out pays for nothing: the same spec, the same trace, a longer link (lesson 9's was 2,111 characters).
// A document kept this way follows the defaults of the version that opens it, as every lesson already does.
// Only whole top-level fields are dropped: inside `engine` and `shellLimits` a value the session set is
// recorded in `run-start` as set (and hashed), so it stays even when it equals the default.
import { canonicalJson } from '../../common/canonical-json';
import {
  DEFAULT_RUN_SETTINGS,
  type PartialRunSettings,
  type RunSettings,
} from '../../runtime/spec/run-settings';

export function settingsWithoutDefaults(settings: PartialRunSettings): PartialRunSettings {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    const fallback = DEFAULT_RUN_SETTINGS[key as keyof RunSettings];
    if (fallback !== undefined && canonicalJson(fallback) === canonicalJson(value)) continue;
    kept[key] = value;
  }
  return kept;
}
