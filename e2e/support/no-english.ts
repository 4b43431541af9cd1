// The Chinese page has no English words outside code, tool names, JSON, what the model receives (all marked
// translate="no" or drawn as code) and the one glossary of terms kept as they are (src/ui/i18n/zh-glossary.json).
// What a person types (text fields) is theirs, not the page's. The lesson guide's notes are the lessons' own
// texts (checked with the lessons in Node), so the guide is left out. The lesson matrix reads every tab with
// this at the end of step 1 and at the lesson's end.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BUILTIN_TOOL_NAMES } from '../../src/runtime/spec/user-tool-spec';
import type { Lesson } from '../../src/session/lessons/lesson';
import { lessonDocumentIn } from '../../src/session/lessons/lesson-variants';
import { INSPECTOR_TABS } from '../../src/state/layout-slice';
import { selectTabThenMeasure } from './page-fits';

interface Glossary {
  readonly phrases: readonly string[];
  readonly [group: string]: readonly string[] | string;
}
const GLOSSARY = JSON.parse(readFileSync('src/ui/i18n/zh-glossary.json', 'utf8')) as Glossary;
const TERMS = Object.entries(GLOSSARY)
  .filter(([group, value]) => group !== 'phrases' && Array.isArray(value))
  .flatMap(([, value]) => value as string[]);
// Their records name the built-ins (the Settings tab draws a latency row for each, Move too).
const BUILT_IN_TOOLS: readonly string[] = BUILTIN_TOOL_NAMES;

/** Every `name` under a lesson's tools: the tools it registers are names, not words. */
function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) =>
    key === 'name' && typeof member === 'string' ? [member] : namesIn(member),
  );
}

/**
 * Words of what the model reads or writes in this lesson (messages, scripted turns, arguments, files). A label
 * or title that names a call by its argument cannot mark that part verbatim, so these pass in attributes only.
 */
function wordsOfModelData(document: { readonly title: string }): string[] {
  const { title: _shownInTheUi, ...data } = document;
  return JSON.stringify(data).match(/[A-Za-z][A-Za-z0-9_]*(?:[-'’][A-Za-z0-9_]+)*/g) ?? [];
}

/** What a lesson's Chinese conversation allows on the page: its tool names, and its model data in attributes. */
export interface AllowedWords {
  readonly tools: readonly string[];
  readonly modelWords: readonly string[];
}

export function allowedWordsOf(lesson: Lesson): AllowedWords {
  const told = lessonDocumentIn(lesson, 'zh');
  // Each word once: the scan only asks whether a word is among them, and every scan sends them to the page
  // (lesson 9's files are 82,406 words, 65 distinct: sent whole, each tab's scan took a second).
  const modelWords = [...new Set(wordsOfModelData(told))];
  return { tools: [...BUILT_IN_TOOLS, ...namesIn(told.tools)], modelWords };
}

/** The English words on the page now, each with where it was read. */
function englishOnPage(page: Page, allowed: AllowedWords): Promise<string[]> {
  return page.evaluate(
    ({ terms, phrases, tools, model }) => {
      const allowedWords = new Set([...terms, ...tools]);
      const modelWords = new Set(model);
      const skip =
        'code, pre, kbd, samp, script, style, textarea, .monaco-editor, .xterm, [translate="no"], .tool-name, aside.lesson-guide';
      const word = /[A-Za-z][A-Za-z0-9_]*(?:[-'’][A-Za-z0-9_]+)*/g;
      const found = new Set<string>();
      const read = (text: string, where: Element, inAttribute = false) => {
        // A reason said as plain text quotes its verbatim parts (a command, a rule) in 「」.
        let rest = text.replace(/「[^」]*」/g, ' ');
        for (const phrase of phrases) rest = rest.split(phrase).join(' ');
        for (const [w] of rest.matchAll(word)) {
          if (!/[A-Za-z]{2,}/.test(w) || allowedWords.has(w) || (inAttribute && modelWords.has(w))) continue;
          // A label cut short quotes the start of an argument ("Find where TIMEOUT_MS is us…").
          const cut = rest.slice(rest.indexOf(w) + w.length).startsWith('…');
          if (inAttribute && cut && [...modelWords].some((m) => m.startsWith(w))) continue;
          // Identifiers, file names and typed syntax (`call_1`, `src/app.ts`, `event:tool-end`) are not words.
          if (w.includes('_')) continue;
          const at = rest.indexOf(w);
          if (/[./:=]/.test(rest[at - 1] ?? '') || /[./:(=]/.test(rest[at + w.length] ?? '')) continue;
          const place = where.closest('[data-tab], [role="region"], [aria-label], header, footer');
          const label =
            place?.getAttribute('data-tab') ?? place?.getAttribute('aria-label') ?? place?.tagName;
          found.add(`${w} ← ${label}: ${text.trim().slice(0, 100)}`);
        }
      };
      const visible = (el: Element) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skip)) continue;
        const select = parent.closest('select');
        if (select ? !visible(select) : !visible(parent)) continue;
        read(node.textContent ?? '', parent);
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (el.closest(skip) || !visible(el)) continue;
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value) read(value, el, true);
        }
      }
      return [...found];
    },
    { terms: TERMS, phrases: GLOSSARY.phrases, tools: allowed.tools, model: allowed.modelWords },
  );
}

/** Opens each inspector tab in turn (waiting for it to be drawn and loaded) and reads the whole page there. */
export async function englishOnEveryTab(page: Page, allowed: AllowedWords, point: string): Promise<string[]> {
  const found: string[] = [];
  for (const tab of INSPECTOR_TABS) {
    await selectTabThenMeasure(page, tab); // selected, drawn and loaded in one round trip (widths unused)
    found.push(...(await englishOnPage(page, allowed)).map((line) => `${point} · ${tab} · ${line}`));
  }
  return found;
}

/** One line per word and place (the same word on every tab is one defect). */
export function oncePerPlace(found: readonly string[]): string[] {
  const once = new Map<string, string>();
  for (const line of found) once.set(line.replace(/^[^·]+·[^·]+· /, ''), line);
  return [...once.values()];
}
