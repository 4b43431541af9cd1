// Counted nouns go through i18next's plural forms: English says "1 call" and "2 calls", never "1 calls" or
// "call(s)"; Chinese, which has one form, says the same words for both. A sentence nests its count
// ($t(units.calls, {"count": {{calls}} })), so every such sentence is checked here with 1 and with 2.
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { ReasonText } from '../reasons/ReasonText';
import { eventSummary } from '../reasons/event-summary';
import { reasonString } from '../reasons/reason';
import { en } from './en';
import { zh } from './zh';
import { everyWord } from './testing/every-word';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: everyWord.en }, zh: { translation: everyWord.zh } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const enT = i18n.getFixedT('en');
const zhT = i18n.getFixedT('zh');

/** Every leaf string with its dotted key. */
function leaves(value: unknown, at = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key: at, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
}

const NOUNS =
  'calls|tool calls|batches|tools|steps|messages|events|results|turns|failures|faults|deltas|files';
const counted = leaves(everyWord.en).filter(({ text }) => text.includes('$t(units.'));

/** The sentence with each of its {{values}} set to n. */
function withAll(t: typeof enT, key: string, text: string, n: number): string {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  return t(key, Object.fromEntries(names.map((name) => [name, n])));
}

describe('plural forms', () => {
  it('no English string says "(s)" after a noun any more', () => {
    // http(s) is a URL scheme, not a plural.
    expect(
      leaves(everyWord.en).filter(({ text }) => /[a-z]\(s\)/.test(text.replaceAll('http(s)', ''))),
    ).toEqual([]);
  });

  it.each(counted.map(({ key, text }) => [key, text] as const))(
    '%s: "1 x" singular, "2 xs" plural',
    (key, text) => {
      const one = withAll(enT, key, text, 1);
      const two = withAll(enT, key, text, 2);
      expect(one).not.toContain('$t(');
      expect(one).not.toMatch(new RegExp(`\\b1 (consecutive |injected |streamed )?(${NOUNS})\\b`));
      expect(two).toMatch(new RegExp(`\\b2 (consecutive |injected |streamed )?(${NOUNS})\\b`));
    },
  );

  it('words the lesson recap and the Batches tab in the singular and the plural', () => {
    expect(enT('lessonGuide.recap.denied', { calls: 1 })).toBe('1 call denied by the permission gate.');
    expect(enT('lessonGuide.recap.denied', { calls: 3 })).toBe('3 calls denied by the permission gate.');
    expect(enT('lessonGuide.recap.budgetCuts', { cuts: 1 })).toBe('1 result cut by the budget.');
    expect(enT('batches.summary', { step: 2, calls: 1, batches: 1, cap: 10, perTurn: 1 })).toBe(
      'Step 2 · 1 call → 1 batch · concurrency cap 10 · at most 1 call per turn',
    );
    expect(enT('breakers.failures', { count: 1 })).toBe('1 consecutive failure');
    expect(enT('breakers.failures', { count: 0 })).toBe('0 consecutive failures');
  });

  it('has every Chinese plural key i18next looks up for zh (only _other), so nothing falls back to English', () => {
    const units = Object.keys(en.units).filter((k) => k.endsWith('_other'));
    expect(units.length).toBeGreaterThan(5);
    for (const key of units) {
      const noun = key.slice(0, -'_other'.length);
      const one = zhT(`units.${noun}`, { count: 1 });
      expect(one).toBe(zh.units[key as keyof typeof zh.units].replace('{{count}}', '1'));
      expect(one).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(zhT('lessonGuide.recap.denied', { calls: 1 })).toBe('权限关卡拒绝了 1 次调用。');
  });

  it('words a trace row with one call in one batch, through t and through Trans', () => {
    const plan = {
      seq: 0,
      step: 1,
      timeMs: 0,
      type: 'plan-build',
      calls: [{}],
      batches: [{}],
      maxCallsPerTurn: 10,
      maxConcurrency: 10,
    } as unknown as TraceEvent;
    expect(reasonString(eventSummary(plan), enT, 'en')).toBe('1 call → 1 batch');
    expect(reasonString(eventSummary(plan), zhT, 'zh')).toBe('1 次调用 → 1 个批次');
    void i18n.changeLanguage('en');
    const html = renderToString(
      createElement(I18nextProvider, { i18n }, createElement(ReasonText, { reason: eventSummary(plan) })),
    );
    expect(html).toBe('1 call → 1 batch');
  });
});
