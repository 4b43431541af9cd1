// What a session may set of the engine's knobs, as a closed JSON Schema (draft-07) with the range of every
// number, generated from the catalog. The session schema (schema/session.schema.json) embeds it and the
// runtime checks a spec against it before running, so a misspelt key or a value the engine cannot work with
// is refused at its path instead of stalling a run. Data only: the validator lives with its users.
import { jsonSchemaOf } from '../../common/settings-catalog/setting-json-schema';
import { ENGINE_SETTINGS_CATALOG } from './engine-settings-catalog';

export const ENGINE_SETTINGS_SCHEMA = jsonSchemaOf(ENGINE_SETTINGS_CATALOG);
