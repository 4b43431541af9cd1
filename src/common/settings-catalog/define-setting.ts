// The words a catalog is written in: one function per kind, each giving the entry its kind and its form
// field (the field follows from the kind; a text chooses a line or a box). `const` type parameters keep each
// entry's literal type (a choice's values, a group's field names, `recorded`), so the types derived from a
// catalog (SettingValue, SettingPartial, SettingsInForce) stay precise.
import type {
  ChoiceOrFunctionSetting,
  ChoiceSetting,
  FieldKind,
  FlagSetting,
  FormField,
  FormSpec,
  GroupSetting,
  IntegerSetting,
  IntegerTableSetting,
  TextListSetting,
  TextSetting,
} from './setting-entry';

type Spec<S> = Omit<S, 'kind' | 'form'> & { readonly form?: FormSpec };
/** The entry as written, with its kind, and its form (if any) with the field its kind draws. */
type Built<S, K extends string> = Omit<S, 'form' | 'box'> & { readonly kind: K } & (S extends {
    readonly form: FormSpec;
  }
    ? { readonly form: FormField }
    : { readonly form?: FormField });

function build<S, K extends string>(kind: K, spec: S, field: FieldKind): Built<S, K> {
  const { form, box: _box, ...rest } = spec as { form?: FormSpec; box?: boolean };
  return { kind, ...rest, ...(form ? { form: { ...form, field } } : {}) } as Built<S, K>;
}

export const integerSetting = <const S extends Spec<IntegerSetting>>(spec: S) =>
  build('integer', spec, 'number');

export const choiceSetting = <const S extends Spec<ChoiceSetting>>(
  spec: S & { readonly default: S['values'][number] },
) => build('choice', spec, 'select');

export const flagSetting = <const S extends Spec<FlagSetting>>(spec: S) => build('flag', spec, 'checkbox');

/** `box`: drawn as a text box of several lines, not a line. */
export const textSetting = <const S extends Spec<TextSetting> & { readonly box?: boolean }>(spec: S) =>
  build('text', spec, spec.box ? 'textarea' : 'line');

export const textListSetting = <const S extends Spec<TextListSetting>>(spec: S) =>
  build('text-list', spec, 'lines');

export const integerTableSetting = <const S extends Spec<IntegerTableSetting>>(spec: S) =>
  build('integer-table', spec, 'number-per-key');

export const choiceOrFunctionSetting = <const S extends Spec<ChoiceOrFunctionSetting>>(
  spec: S & { readonly default: S['values'][number] },
) => build('choice-or-function', spec, 'select');

export const settingGroup = <const S extends Omit<GroupSetting, 'kind'>>(
  spec: S,
): S & { readonly kind: 'group' } => ({
  kind: 'group',
  ...spec,
});
