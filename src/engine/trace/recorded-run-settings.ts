// The settings a run records in `run-start` and `settings-change`, derived from the run settings catalog
// (src/engine/settings/run-settings-catalog.ts) so the trace's types need no runtime, llm or shell import.
// A structural type rather than a generic parameter on the events: every reader of a trace (panels, the
// trace-file validator, the CLI) sees one concrete shape. The runtime's `RunSettings` comes from the same
// catalog, so the two cannot drift apart.
import type { SettingPartial, SettingsRecorded } from '../../common/settings-catalog/setting-entry';
import type { SHELL_LIMITS_CATALOG } from '../settings/shell-limits-catalog';
import type { RUN_SETTINGS_CATALOG } from '../settings/run-settings-catalog';

/**
 * The loop's own settings in every run (a Task subagent's too); `subagentMaxSteps` and `engine` in the main
 * agent's run only, `engine` holding only the knobs the session set; any other setting only where it was set.
 */
export type RecordedRunSettings = SettingsRecorded<(typeof RUN_SETTINGS_CATALOG)['fields']>;

/** The model's tool choice, as the OpenAI request spells it. */
export type RecordedToolChoice = RecordedRunSettings['toolChoice'];

/** The Bash tool's limits a session set; a limit left out keeps its default. */
export type RecordedShellLimits = SettingPartial<typeof SHELL_LIMITS_CATALOG>;

/** What a `settings-change` set: any part of the settings. */
export type RecordedSettingsChange = Partial<RecordedRunSettings>;
