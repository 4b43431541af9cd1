// The settings a session may hold, as closed JSON Schemas generated from the run settings catalog
// (engine/settings/run-settings-catalog.ts): the run's own knobs, the engine's and the Bash tool's limits,
// each with its type, range, description and default. schema/session.schema.json embeds these definitions
// (settings-schema.test.ts keeps them equal; `node scripts/write-session-schema.mjs` rewrites them), and the
// runtime checks a spec with them before it runs, so settings that reached it without a document check (an
// edited spec, a live change) are refused at their path too.
import { schemaDefinitionsOf } from '../../common/settings-catalog/setting-json-schema';
import { RUN_SETTINGS_CATALOG } from '../../engine/settings/run-settings-catalog';

/** The definitions the session schema holds under `definitions`, by name: runSettings, engineSettings, shellLimits. */
export const SETTINGS_DEFINITIONS = schemaDefinitionsOf('runSettings', RUN_SETTINGS_CATALOG);

export const RUN_SETTINGS_SCHEMA = SETTINGS_DEFINITIONS['runSettings']!;
