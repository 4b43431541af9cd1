// The Script tab's notes in the page's language. script-validation.ts words them in English (its tests and
// the shape rules read that); here each note's form is recognised and said again, its verbatim parts (a
// field, a tool, the JSON parser's or the schema checker's own words) quoted as they are.
import type { TFunction } from 'i18next';
import { schemaMessageText } from '../reasons/schema-message-text';

type Form = readonly [pattern: RegExp, key: string, names: readonly string[]];

/** `toolCalls[2]: …` notes have their call's place first; the rest of the note is one of these forms. */
const FORMS: readonly Form[] = [
  [/^Not JSON: (.*)$/s, 'notJson', ['detail']],
  [/^A turn is a JSON object\.$/, 'notObject', []],
  [/^Unknown field "(.*)"\.$/s, 'unknownField', ['field']],
  [/^"(content|id)" must be a string\.$/, 'notString', ['field']],
  [/^"finishReason" must be one of (.*)\.$/s, 'finishReason', ['values']],
  [/^"toolCalls" must be an array\.$/, 'callsNotArray', []],
  [/^must be an object\.$/, 'callNotObject', []],
  [/^unknown field "(.*)"\.$/s, 'unknownField', ['field']],
  [/^"name" is required\.$/, 'nameRequired', []],
  [/^"arguments" must be an object \(or a string sent as is\)\.$/, 'argumentsShape', []],
  [/^no tool named "(.*)" is offered\.$/s, 'noTool', ['tool']],
  [/^the arguments string is not JSON \(sent as is\)\.$/, 'argumentsNotJson', []],
  [/^the arguments nest deeper than (\d+) levels of arrays and objects\.$/, 'argumentsTooDeep', ['limit']],
  [/^the tool's schema cannot be checked: (.*)$/s, 'schemaUnchecked', ['detail']],
  [/^arguments(\S*) (.*) \(the pipeline will answer INVALID_PARAM\)$/s, 'argumentsInvalid', ['at', 'detail']],
];

export function scriptNoteText(note: string, t: TFunction, language: string): string {
  if (language.startsWith('en')) return note;
  const placed = /^(toolCalls\[\d+\]):? (.*)$/s.exec(note);
  const where = placed?.[1] ?? null;
  const rest = placed?.[2] ?? note;
  for (const [pattern, key, names] of FORMS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const values: Record<string, string> = {};
    // The schema checker's own words are said again in the page's language; the rest is quoted verbatim.
    names.forEach((name, i) => {
      // An empty pointer is the arguments object itself: named by its JSON pointer, "/".
      const part = (match[i + 1] ?? '') || (key === 'argumentsInvalid' && name === 'at' ? '/' : '');
      values[name] =
        key === 'argumentsInvalid' && name === 'detail'
          ? schemaMessageText(part, t, language)
          : `「${part}」`;
    });
    const said = t(`scriptTab.note.${key}`, values);
    return where === null ? said : t('scriptTab.note.at', { where: `「${where}」`, note: said });
  }
  return t('scriptTab.note.other', { note: `「${note}」` });
}
