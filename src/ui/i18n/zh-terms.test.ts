// The Chinese UI uses one word per concept, the source article's: 轨迹 for trace, 关卡 for gate, 调用标记 for the
// pipeline's moving marker (token stays token: what the model counts). The words that
// crept in before (listed in RETIRED, escaped so this file passes its own scan) must not come back: not in the
// UI strings, not in lesson texts, and not anywhere else under src/ that could reach the page.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { everyWord } from './testing/every-word';

const RETIRED = [
  { word: '\u8FFD\u8E2A', use: '轨迹' }, // zhuīzōng, for trace
  { word: '\u95F8\u95E8', use: '关卡' }, // zhámén, for gate
  // lìngpái: said "token", which on this page is what the model counts; the moving marker is a call's marker.
  { word: '\u4EE4\u724C', use: '调用标记' },
];

/** Every string inside a value, with where it sits. */
function stringsOf(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) => stringsOf(member, `${at}.${key}`));
}

/** The Chinese half of every LocalizedText in a lesson (its guide, checkpoints, title). */
function chineseOf(value: unknown, at: string): { at: string; text: string }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) =>
    key === 'zh' && typeof member === 'string' ? [{ at, text: member }] : chineseOf(member, `${at}.${key}`),
  );
}

const SRC = join(import.meta.dirname, '../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('Chinese terms', () => {
  const uiStrings = stringsOf(everyWord.zh, 'zh');
  const lessonStrings = LESSONS.flatMap((lesson) => chineseOf(lesson, lesson.id));

  it.each(RETIRED)('no UI string says $word (the term is $use)', ({ word, use }) => {
    expect(uiStrings.length).toBeGreaterThan(300);
    expect(uiStrings.filter(({ text }) => text.includes(word))).toEqual([]);
    expect(uiStrings.some(({ text }) => text.includes(use))).toBe(true);
  });

  it.each(RETIRED)('no lesson text says $word (the term is $use)', ({ word }) => {
    expect(lessonStrings.length).toBeGreaterThan(50);
    expect(lessonStrings.filter(({ text }) => text.includes(word))).toEqual([]);
  });

  it.each(RETIRED)('no file under src/ says $word', ({ word }) => {
    const files = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes(word));
    expect(files.map((file) => relative(SRC, file))).toEqual([]);
  });
});
