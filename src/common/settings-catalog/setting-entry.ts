// What one setting is, as data: its kind (which fixes its type), default, bounds, the description the
// published JSON Schema gives it, and how the Settings tab shows it (field kind, section, i18n label key).
// A catalog is a group of these; the defaults, the types, the JSON Schema, the trace-file shape and the
// form's fields are all read from it (docs/decisions/0108-settings-catalog.md), so a setting is written once.
// Data and types only: who reads a catalog lives with its reader.

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** The fieldsets of the Settings tab; the page says their legends and their order. */
export type FormSection = 'model' | 'pipeline' | 'shell' | 'rules' | 'latency';
export type FormUnit = 'ms' | 'commands' | 'iterations' | 'bytes';

/** How the Settings tab draws a value: one per setting kind (a text may be a line or a box). */
export type FieldKind = 'number' | 'select' | 'checkbox' | 'textarea' | 'line' | 'lines' | 'number-per-key';

export interface FormSpec {
  readonly section: FormSection;
  /** i18n key of the label (src/ui/i18n/en and zh); a `number-per-key` label takes `{{key}}`. */
  readonly label: string;
  /** i18n key prefix of each option's label (`<options>.<value>`); absent: the values as the API writes them. */
  readonly options?: string;
  /** Said after the label, with the allowed range under the input. */
  readonly unit?: FormUnit;
}

export interface FormField extends FormSpec {
  readonly field: FieldKind;
}

/**
 * How a run's settings hold a top-level setting, hence what `run-start` records: `always` resolved (every
 * run, a Task subagent's too), `main-run` resolved in the main agent's run only; absent, only when the
 * session set it (its default applied where it is read), so adding a setting changes no recorded trace.
 */
export type Recorded = 'always' | 'main-run';

interface Entry {
  readonly description: string;
  readonly recorded?: Recorded;
  /** Absent: the Settings tab does not show it (a document may still set it). */
  readonly form?: FormField;
}

export interface IntegerSetting extends Entry, Bounds {
  readonly kind: 'integer';
  readonly default: number;
}

export interface ChoiceSetting<V extends string = string> extends Entry {
  readonly kind: 'choice';
  readonly values: readonly V[];
  readonly default: V;
}

export interface FlagSetting extends Entry {
  readonly kind: 'flag';
  readonly default: boolean;
}

export interface TextSetting extends Entry {
  readonly kind: 'text';
  readonly default: string;
  readonly maxLength: number;
  readonly pattern?: string;
}

/** A list of non-empty strings (permission rules). */
export interface TextListSetting extends Entry {
  readonly kind: 'text-list';
  readonly default: readonly string[];
  readonly maxItems: number;
  readonly itemMaxLength: number;
}

/** Whole numbers by name (a tool's latency): a change merges name by name over what is in force. */
export interface IntegerTableSetting extends Entry, Bounds {
  readonly kind: 'integer-table';
  readonly default: Readonly<Record<string, number>>;
  readonly keyPattern: string;
  readonly maxKeys: number;
  readonly valueDescription: string;
}

/** One of the values, or a function named as the OpenAI API names one (`tool_choice`). */
export interface ChoiceOrFunctionSetting<V extends string = string> extends Entry {
  readonly kind: 'choice-or-function';
  readonly values: readonly V[];
  readonly default: V;
  readonly namePattern: string;
}

export interface NamedFunction {
  readonly type: 'function';
  readonly function: { readonly name: string };
}

export interface GroupSetting<F extends SettingFields = SettingFields> {
  readonly kind: 'group';
  readonly description: string;
  readonly recorded?: Recorded;
  readonly fields: F;
  /** Published under this name in the schema's `definitions` and referred to by `$ref`. */
  readonly definition?: string;
}

export type Setting =
  | IntegerSetting
  | ChoiceSetting
  | FlagSetting
  | TextSetting
  | TextListSetting
  | IntegerTableSetting
  | ChoiceOrFunctionSetting
  | GroupSetting;

export type SettingFields = { readonly [name: string]: Setting };

interface LeafValues {
  readonly integer: number;
  readonly flag: boolean;
  readonly text: string;
  readonly 'text-list': readonly string[];
  readonly 'integer-table': Readonly<Record<string, number>>;
}

/** The value of a setting in force, every field of a group filled (read from the kind, never the default). */
export type SettingValue<S> = S extends { readonly kind: 'group'; readonly fields: infer F }
  ? { readonly [K in keyof F]: SettingValue<F[K]> }
  : S extends { readonly kind: 'choice-or-function'; readonly values: readonly (infer V)[] }
    ? V | NamedFunction
    : S extends { readonly kind: 'choice'; readonly values: readonly (infer V)[] }
      ? V
      : S extends { readonly kind: infer K extends keyof LeafValues }
        ? LeafValues[K]
        : never;

/** What a session may set of a setting: any field of a group may be left out, at every depth. */
export type SettingPartial<S> = S extends { readonly kind: 'group'; readonly fields: infer F }
  ? { readonly [K in keyof F]?: SettingPartial<F[K]> }
  : SettingValue<S>;

type Flatten<T> = { [K in keyof T]: T[K] };
type HeldKeys<F> = {
  [K in keyof F]: F[K] extends { readonly recorded: Recorded } ? K : never;
}[keyof F];
type AlwaysKeys<F> = {
  [K in keyof F]: F[K] extends { readonly recorded: 'always' } ? K : never;
}[keyof F];
/** A top-level value as a run holds it: a group as the session set it, a leaf resolved. */
type Held<S> = S extends { readonly kind: 'group' } ? SettingPartial<S> : SettingValue<S>;

/** A run's settings in force: `recorded` settings always there, the rest only where the session set them. */
export type SettingsInForce<F> = Flatten<
  { readonly [K in HeldKeys<F>]: Held<F[K]> } & { readonly [K in Exclude<keyof F, HeldKeys<F>>]?: Held<F[K]> }
>;

/** What a `run-start` may record: the `always` settings are there in every run, a subagent's too. */
export type SettingsRecorded<F> = Flatten<
  { readonly [K in AlwaysKeys<F>]: Held<F[K]> } & {
    readonly [K in Exclude<keyof F, AlwaysKeys<F>>]?: Held<F[K]>;
  }
>;
