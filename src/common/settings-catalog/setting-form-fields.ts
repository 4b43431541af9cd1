// The form's side of a catalog: every setting that gives a form field, with its path, in catalog order (a
// form groups them by section), and the small path helpers a form edits values with. A form repeats no
// default, range or choice: it reads them from the field's setting.
import type { FormField, Setting } from './setting-entry';

export type FormSetting = Exclude<Setting, { kind: 'group' }> & { readonly form: FormField };

export interface SettingFormField {
  /** Names from the catalog's root to the setting, e.g. ['engine', 'breaker', 'failureThreshold']. */
  readonly path: readonly string[];
  readonly setting: FormSetting;
}

export function formFieldsOf(catalog: Setting, path: readonly string[] = []): SettingFormField[] {
  if (catalog.kind === 'group')
    return Object.entries(catalog.fields).flatMap(([name, field]) => formFieldsOf(field, [...path, name]));
  return catalog.form ? [{ path, setting: { ...catalog, form: catalog.form } }] : [];
}

/** The value at `path` (undefined where the path leaves the value). */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const name of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[name];
  }
  return node;
}

/** A partial settings object that sets only `value` at `path`. */
export function partialAt(path: readonly string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value) as Record<string, unknown>;
}

/** Whether a number is allowed for the setting: whole and inside its range. */
export function isInRange(setting: { readonly min: number; readonly max: number }, value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= setting.min && (value as number) <= setting.max;
}

/**
 * The form's numbers a session may not set (not whole, or off the range), by path (`engine.maxConcurrency`,
 * a table's entry as `engine.latency.perToolMs.Read`): a form names them and sends nothing.
 */
export function numberProblemsOf(fields: readonly SettingFormField[], form: unknown): string[] {
  return fields.flatMap(({ path, setting }) => {
    const value = valueAt(form, path);
    if (setting.kind === 'integer') return isInRange(setting, value) ? [] : [path.join('.')];
    if (setting.kind !== 'integer-table') return [];
    return Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, entry]) => !isInRange(setting, entry))
      .map(([name]) => [...path, name].join('.'));
  });
}
