// Values read from a catalog: the defaults, a partial change laid over the settings in force, and what a
// form changed. Each walks the catalog, not the value, so it knows where a group ends: a group and a table
// merge field by field, a list or a named function is one value and replaces. A field left out (or set to
// undefined) never resets what is in force: that is the rule a settings change follows.
import type {
  GroupSetting,
  Setting,
  SettingFields,
  SettingPartial,
  SettingsInForce,
  SettingValue,
} from './setting-entry';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every default of a setting; a group's fields all filled. */
export function defaultsOf<S extends Setting>(setting: S): SettingValue<S> {
  return defaultValue(setting) as SettingValue<S>;
}

function defaultValue(setting: Setting): unknown {
  switch (setting.kind) {
    case 'group':
      return Object.fromEntries(
        Object.entries(setting.fields).map(([name, field]) => [name, defaultValue(field)]),
      );
    case 'text-list':
      return [...setting.default];
    case 'integer-table':
      return { ...setting.default };
    case 'integer':
    case 'choice':
    case 'choice-or-function':
    case 'flag':
    case 'text':
      return setting.default;
  }
}

/**
 * `over` laid on `base`: what `over` names replaces or (a group, a table) merges into what `base` holds; what
 * it leaves out stays. Neither argument is changed. A key the catalog does not know replaces as a leaf (the
 * schema refuses such keys before a value gets here).
 */
export function mergeSettings<S extends Setting>(
  setting: S,
  base: SettingPartial<S> | undefined,
  over: SettingPartial<S> | undefined,
): SettingPartial<S> {
  return (merged(setting, base, over) ?? {}) as SettingPartial<S>;
}

/** `over` laid on values in force (every field there): the result has every field too. */
export function overlaySettings<S extends Setting>(
  setting: S,
  base: SettingValue<S>,
  over: SettingPartial<S> | undefined,
): SettingValue<S> {
  return merged(setting, base, over) as SettingValue<S>;
}

/** What a session set, over the defaults: every field filled. */
export function resolveOverDefaults<S extends Setting>(
  setting: S,
  partial: SettingPartial<S> | undefined,
): SettingValue<S> {
  return overlaySettings(setting, defaultsOf(setting), partial);
}

function merged(setting: Setting | undefined, base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (setting?.kind === 'group' && isPlainObject(over)) {
    const result: Json = isPlainObject(base) ? { ...base } : {};
    for (const [name, value] of Object.entries(over)) {
      if (value !== undefined) result[name] = merged(setting.fields[name], result[name], value);
    }
    return result;
  }
  if (setting?.kind === 'integer-table' && isPlainObject(over)) {
    const result: Json = isPlainObject(base) ? { ...base } : {};
    for (const [name, value] of Object.entries(over)) if (value !== undefined) result[name] = value;
    return result;
  }
  return over;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what differs from `before` to `after`, at the finest level the catalog has (a single knob of a group,
 * a single name of a table): undefined when nothing does. Laid over the settings in force with
 * `mergeSettings`, it changes exactly those and nothing else.
 */
export function changedSettings<S extends Setting>(
  setting: S,
  before: SettingValue<S>,
  after: SettingValue<S>,
): SettingPartial<S> | undefined {
  return changed(setting, before, after) as SettingPartial<S> | undefined;
}

function changed(setting: Setting, before: unknown, after: unknown): unknown {
  if (setting.kind === 'group' || setting.kind === 'integer-table') {
    if (!isPlainObject(before) || !isPlainObject(after)) return sameJson(before, after) ? undefined : after;
    const result: Json = {};
    for (const [name, value] of Object.entries(after)) {
      const difference =
        setting.kind === 'group'
          ? setting.fields[name] && changed(setting.fields[name], before[name], value)
          : sameJson(before[name], value)
            ? undefined
            : value;
      if (difference !== undefined) result[name] = difference;
    }
    return Object.keys(result).length > 0 ? result : undefined;
  }
  return sameJson(before, after) ? undefined : after;
}

/**
 * A run's settings when a session set none: each `recorded` setting resolved (a group as `{}`: its knobs are
 * resolved where they are read), the others absent.
 */
export function inForceDefaultsOf<F extends SettingFields>(catalog: GroupSetting<F>): SettingsInForce<F> {
  const held = Object.entries(catalog.fields).filter(([, field]) => field.recorded !== undefined);
  return Object.fromEntries(
    held.map(([name, field]) => [name, field.kind === 'group' ? {} : defaultValue(field)]),
  ) as SettingsInForce<F>;
}
