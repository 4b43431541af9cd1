// The shape of the settings `run-start` and `settings-change` record, read from the run settings catalog
// (engine/settings/run-settings-catalog.ts) field by field: a loaded trace whose settings the runtime could
// not have written is refused at the field's path, like any other bad event, and the Settings tab reads
// typed fields. As loose as the shapes always were: a number is a whole count (its range is the session
// schema's business), a choice one of the catalog's values. The loop's own settings are always there; every
// other setting, and every knob inside a group, may be absent (a session records only what it set).
import type { Setting } from '../../common/settings-catalog/setting-entry';
import { RUN_SETTINGS_CATALOG } from '../../engine/settings/run-settings-catalog';
import type { RecordedRunSettings, RecordedSettingsChange } from '../../engine/trace/recorded-run-settings';
import { bool, count, list, object, oneOf, optional, record, str, type Optional, type Shape } from './shape';

function shapeOf(setting: Setting): Shape<unknown> {
  switch (setting.kind) {
    case 'integer':
      return count;
    case 'choice':
      return oneOf(...setting.values);
    case 'flag':
      return bool;
    case 'text':
      return str;
    case 'text-list':
      return list(str);
    case 'integer-table':
      return record(count);
    case 'choice-or-function': {
      const named = object({ type: oneOf('function'), function: object({ name: str }) });
      const mode = oneOf(...setting.values);
      return {
        check: (value, at) => (typeof value === 'object' && value !== null ? named : mode).check(value, at),
      };
    }
    case 'group':
      return object(fieldsOf(setting, () => false));
  }
}

function fieldsOf(
  group: Extract<Setting, { kind: 'group' }>,
  required: (field: Setting) => boolean,
): Record<string, Shape<unknown> | Optional<unknown>> {
  return Object.fromEntries(
    Object.entries(group.fields).map(([name, field]) => {
      const shape = shapeOf(field);
      return [name, required(field) ? shape : optional(shape)];
    }),
  );
}

// The casts are the catalog's promise: RecordedRunSettings is derived from the same entries, kind by kind
// (settings-shapes.test.ts checks a value of every kind both ways).
export const recordedRunSettings = object(
  fieldsOf(RUN_SETTINGS_CATALOG, (field) => field.recorded === 'always'),
) as Shape<unknown> as Shape<RecordedRunSettings>;

export const recordedSettingsChange = object(
  fieldsOf(RUN_SETTINGS_CATALOG, () => false),
) as Shape<unknown> as Shape<RecordedSettingsChange>;
