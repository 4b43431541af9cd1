// A JSON Schema checker's own sentence ("must be string", "must have required property 'id'") in the page's
// language. Several places quote ajv's message inside a sentence of their own (the Script tab's notes, "Be
// the model"'s problems, the tool editor's schema check); in Chinese that left an English fragment in a
// Chinese sentence. ajv's messages are a small fixed set, so each is recognised here and said again, its
// verbatim parts (a property, a pattern, a limit) kept exactly; a message this table does not know stays as
// it is rather than being guessed at.
import type { TFunction } from 'i18next';

type Form = readonly [pattern: RegExp, key: string, names: readonly string[]];

const FORMS: readonly Form[] = [
  [/^must be (string|number|integer|boolean|object|array|null)((?:,\w+)*)$/, 'type', ['type', 'more']],
  [/^must have required property '(.*)'$/s, 'required', ['key']],
  [/^is missing the required property "(.*)"$/s, 'required', ['key']],
  [/^must NOT have additional properties$/, 'additionalProperties', []],
  [/^has an unexpected property "(.*)"$/s, 'unexpectedProperty', ['key']],
  [/^must be equal to one of the allowed values$/, 'enum', []],
  [/^must be one of (.*)$/s, 'enumValues', ['values']],
  [/^must be equal to constant$/, 'const', []],
  [/^must be (>=|<=|>|<) (.+)$/, 'compare', ['op', 'limit']],
  [/^must be multiple of (.+)$/, 'multipleOf', ['limit']],
  [/^must NOT have (fewer|more) than (\d+) characters$/, 'length', ['side', 'limit']],
  [/^must NOT have (fewer|more) than (\d+) items$/, 'items', ['side', 'limit']],
  [/^must NOT have (fewer|more) than (\d+) properties$/, 'properties', ['side', 'limit']],
  [/^must match pattern "(.*)"$/s, 'pattern', ['pattern']],
  [/^must match format "(.*)"$/s, 'format', ['format']],
  [/^must NOT have duplicate items \(items ## (\d+) and (\d+) are identical\)$/, 'uniqueItems', ['a', 'b']],
  [/^must match exactly one schema in oneOf$/, 'oneOf', []],
  [/^must match a schema in anyOf$/, 'anyOf', []],
  [/^must NOT be valid$/, 'not', []],
  [/^must match "(then|else)" schema$/, 'ifThen', ['branch']],
  [/^property name must be valid$/, 'propertyNames', []],
  [/^must have property (.+) when property (.+) is present$/s, 'dependentRequired', ['key', 'when']],
];

/** ajv's words for a comparison, as the page says them. */
const COMPARISONS: Readonly<Record<string, string>> = {
  '>=': 'atLeast',
  '<=': 'atMost',
  '>': 'moreThan',
  '<': 'lessThan',
};

export function schemaMessageText(message: string, t: TFunction, language: string): string {
  if (language.startsWith('en')) return message;
  for (const [pattern, key, names] of FORMS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1] ?? ''));
    if (key === 'type') {
      const types = (values.type! + values.more!).split(',').filter(Boolean);
      const named = types.map((type) => t(`loadProblems.types.${type}`));
      return t('schemaMessage.type', { type: named.join(t('loadProblems.or')) });
    }
    if (key === 'compare') return t(`schemaMessage.${COMPARISONS[values.op!]!}`, values);
    if ('side' in values) return t(`schemaMessage.${key}.${values.side}`, values);
    return t(`schemaMessage.${key}`, values);
  }
  return message;
}
