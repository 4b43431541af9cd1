// Every field the Settings tab draws from the catalog has its label (and each choice its option label) in
// English and in Chinese: adding a setting is its catalog entry plus these strings, and this says which
// string is missing.
import { describe, expect, it } from 'vitest';
import { SETTINGS_FORM_FIELDS } from '../../../state/settings-form';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { SETTINGS_SECTIONS } from './settings-sections';

const lookUp = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], messages);

const keysOfTheTab = (): string[] => [
  ...SETTINGS_SECTIONS.flatMap(({ legend, hint }) => (hint ? [legend, hint] : [legend])),
  ...SETTINGS_FORM_FIELDS.flatMap(({ setting }) => {
    const { label, options, unit } = setting.form;
    const choices =
      options && (setting.kind === 'choice' || setting.kind === 'choice-or-function')
        ? setting.values.map((value) => `${options}.${value}`)
        : [];
    return [label, ...choices, ...(unit ? [`settings.unit.${unit}`] : [])];
  }),
];

describe('the Settings tab’s words', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('are all in %s', (_language, messages) => {
    const missing = keysOfTheTab().filter((key) => typeof lookUp(messages, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('give every section a field and every field a section the tab draws', () => {
    const drawn = new Set(SETTINGS_SECTIONS.map(({ section }) => section));
    for (const { path, setting } of SETTINGS_FORM_FIELDS)
      expect([path.join('.'), drawn.has(setting.form.section)]).toEqual([path.join('.'), true]);
    for (const { section } of SETTINGS_SECTIONS)
      expect(SETTINGS_FORM_FIELDS.some(({ setting }) => setting.form.section === section)).toBe(true);
  });
});
