// Every built-in lesson is told in English and in Chinese: the Chinese conversation changes only text, so
// each checkpoint reads the same answer (exactly one of its choices) in both, each step is the same place
// (the same point), and each language reproduces its own pin (the replay CLI prints it too:
// src/cli/replay-input.test.ts).
import { describe, expect, it } from 'vitest';
import { countsAsPoint, pointAtStepEnd } from '../../engine/trace/trace-point';
import { loadSessionValue } from '../load-session';
import { decodeShareLink } from '../share/decode-share-link';
import { LINK_FITS_CHAT_CHARS } from '../share/share-limits';
import { LESSONS, lessonById } from './lesson-catalog';
import { lessonShareUrl } from './lesson-link';
import { languageOfPinTag, lessonPinTag } from './lesson-pin-tag';
import { LESSON_PINS, pinIn } from './lesson-pins';
import { conversationLanguageOf, conversationLanguages, lessonDocumentIn } from './lesson-variants';
import { loadLessonValue } from './load-lesson';
import { runDocumentInProcess } from './run-lesson-in-process';
import { readTrace } from './trace-readings';

const HAN = /[\u4e00-\u9fff]/;
// Every built-in lesson has a Chinese conversation (below); a teacher's lesson may come without one.
const TOLD_IN_CHINESE = LESSONS.filter((l) => l.variants?.zh !== undefined);
const byId = TOLD_IN_CHINESE.map((l) => [l.id, l] as const);

/** A JSON value with every string blanked: a call's shape. */
const blankStrings = (value: unknown): unknown =>
  typeof value === 'string'
    ? ''
    : Array.isArray(value)
      ? value.map(blankStrings)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankStrings(v)]))
        : value;

/** A document with its human-language text blanked: what must be the same in every language. */
function withoutText(document: ReturnType<typeof lessonDocumentIn>) {
  const provider = document.provider;
  return {
    ...document,
    title: '',
    userMessages: document.userMessages.map(() => ''),
    provider:
      provider.kind === 'scripted'
        ? {
            ...provider,
            script: provider.script.map((turn) => ({
              ...turn,
              content: '',
              ...(turn.toolCalls
                ? { toolCalls: turn.toolCalls.map((c) => ({ ...c, arguments: blankStrings(c.arguments) })) }
                : {}),
            })),
          }
        : provider,
  };
}

describe('a lesson told in Chinese', () => {
  it('lesson 11’s task list is written in Chinese in its Chinese conversation, its calls otherwise the same', () => {
    const lesson = lessonById('subagent-todo')!;
    const told = lessonDocumentIn(lesson, 'zh');
    if (told.provider.kind !== 'scripted') throw new Error('scripted');
    const todos = told.provider.script
      .flatMap((turn) => turn.toolCalls ?? [])
      .filter((call) => call.name === 'TodoWrite')
      .flatMap((call) => (call.arguments as { todos: { content: string }[] }).todos);
    expect(todos.length).toBeGreaterThan(0);
    for (const todo of todos) expect(todo.content).toMatch(HAN);
  });

  it('a variant that restates a call beyond its strings is refused, naming where', () => {
    const lesson = lessonById('subagent-todo')!;
    const zh = lesson.variants!.zh!;
    const reshaped = {
      ...zh,
      script: zh.script.map((turn, i) =>
        i === 0 ? { ...turn, toolCalls: [{ arguments: { summary: '计划', todos: [] } }, null] } : turn,
      ),
    };
    const loaded = loadLessonValue({ ...lesson, variants: { zh: reshaped } });
    expect(loaded.ok).toBe(false);
    const codes = loaded.ok ? [] : loaded.details.map((p) => [p.code, p.params.path]);
    expect(codes).toContainEqual(['variant-call-shape', '/variants/zh/script/0/toolCalls/0/arguments/todos']);
    const tooFew = {
      ...zh,
      script: zh.script.map((turn, i) => (i === 0 ? { ...turn, toolCalls: [null] } : turn)),
    };
    const short = loadLessonValue({ ...lesson, variants: { zh: tooFew } });
    expect(short.ok ? [] : short.details.map((p) => p.code)).toContain('variant-calls');
  });

  it('every built-in lesson is told in Chinese', () => {
    expect(TOLD_IN_CHINESE.map((l) => l.id)).toEqual(LESSONS.map((l) => l.id));
  });

  it.each(byId)('%s: its Chinese session is valid, in Chinese, and differs only in text', (_, lesson) => {
    expect(conversationLanguages(lesson)).toEqual(['en', 'zh']);
    const zh = lessonDocumentIn(lesson, 'zh');
    const loaded = loadSessionValue(zh);
    expect(loaded.ok ? 'valid' : loaded.problems).toBe('valid');
    expect(lessonDocumentIn(lesson, 'en')).toBe(lesson.document);
    expect(lessonDocumentIn(lesson, 'zh')).toBe(zh); // one object per language
    expect(withoutText(zh)).toEqual(withoutText(lesson.document));
    const texts = [zh.title, ...zh.userMessages];
    if (zh.provider.kind === 'scripted') texts.push(...zh.provider.script.flatMap((t) => t.content ?? []));
    for (const text of texts) expect(text).toMatch(HAN);
    expect(conversationLanguageOf(lesson, zh)).toBe('zh');
    expect(conversationLanguageOf(lesson, lesson.document)).toBe('en');
    expect(conversationLanguageOf(lesson, { ...zh, userMessages: ['edited'] })).toBeNull();
  });

  it.each(byId)('%s: its Chinese session link fits a chat message and opens', (_, lesson) => {
    const url = lessonShareUrl(lesson, undefined, 'zh');
    expect(url.length).toBeLessThanOrEqual(LINK_FITS_CHAT_CHARS);
    const decoded = decodeShareLink(url);
    expect(decoded.ok && decoded.document).toEqual(lessonDocumentIn(lesson, 'zh'));
  });

  it.each(byId)(
    '%s: both languages reproduce their pins; every checkpoint reads the same answer, one choice',
    async (id, lesson) => {
      const en = await runDocumentInProcess(lesson.document);
      const zh = await runDocumentInProcess(lessonDocumentIn(lesson, 'zh'));
      if (!en.ok || !zh.ok) throw new Error(en.ok ? (zh.ok ? '' : zh.reason) : en.reason);
      const enPin = pinIn(LESSON_PINS[id], 'en');
      const zhPin = pinIn(LESSON_PINS[id], 'zh');
      expect(enPin).toEqual({ traceHash: en.traceHash });
      expect(zhPin).toEqual({ traceHash: zh.traceHash });
      expect(zh.traceHash).not.toBe(en.traceHash); // the conversation is another one
      for (const checkpoint of lesson.guide.checkpoints) {
        const inEnglish = readTrace(checkpoint.answer, en.events);
        const inChinese = readTrace(checkpoint.answer, zh.events);
        expect({ id: checkpoint.id, zh: inChinese }).toEqual({ id: checkpoint.id, zh: inEnglish });
        expect(checkpoint.choices.filter((c) => c === inChinese)).toEqual([inChinese]);
      }
      // The same events but the model's deltas: every step ends at the same point in both.
      const shape = (events: typeof en.events) =>
        events.filter(countsAsPoint).map((e) => `${e.type}:${e.step}`);
      expect(shape(zh.events)).toEqual(shape(en.events));
      const steps = Math.max(...en.events.map((e) => e.step));
      for (let step = 1; step <= steps; step += 1) {
        expect(pointAtStepEnd(zh.events, step)).toBe(pointAtStepEnd(en.events, step));
      }
    },
  );

  it('a pin tag names its language; a link from before variants (the English pin) stays English', () => {
    const en = lessonPinTag('registration');
    const zh = lessonPinTag('registration', 'zh');
    expect(en).toBe(
      LESSON_PINS.registration && 'traceHash' in LESSON_PINS.registration
        ? LESSON_PINS.registration.traceHash.slice(0, 8)
        : '?',
    );
    expect(zh).not.toBe(en);
    expect([languageOfPinTag('registration', en!), languageOfPinTag('registration', zh!)]).toEqual([
      'en',
      'zh',
    ]);
    expect(languageOfPinTag('registration', 'deadbeef')).toBeNull();
  });
});

describe('loading a lesson with a variant', () => {
  const lesson = lessonById('optimistic-lock')!;
  interface Editable {
    variants: Record<string, { script: object[]; userMessages: string[] }>;
  }
  const copy = () => JSON.parse(JSON.stringify(lesson)) as Editable;
  const problemsOf = (value: unknown) => {
    const loaded = loadLessonValue(value);
    return loaded.ok ? [] : loaded.problems;
  };

  it('accepts a lesson without variants (older files, teachers’ lessons) and with one', () => {
    const { variants: _, ...older } = copy() as Editable & Record<string, unknown>;
    expect(loadLessonValue(older).ok).toBe(true);
    expect(loadLessonValue(copy()).ok).toBe(true);
  });

  it('refuses a variant whose steps differ from the session’s', () => {
    const fewer = copy();
    fewer.variants.zh!.script.pop();
    expect(problemsOf(fewer)).toEqual([
      "/variants/zh/script has 4 turn(s); the session's script has 5: a variant keeps every step.",
    ]);
    const more = copy();
    more.variants.zh!.script.push({ content: '多一步' });
    expect(problemsOf(more)[0]).toContain('has 6 turn(s)');
  });

  it('refuses text where the English turn has none, or none where it has text, and other message counts', () => {
    const doc = copy();
    doc.variants.zh!.script[0] = { content: '多出来的话' };
    doc.variants.zh!.script[2] = {};
    doc.variants.zh!.userMessages.push('第二条');
    expect(problemsOf(doc)).toEqual([
      '/variants/zh/userMessages has 2 message(s); the session has 1.',
      '/variants/zh/script/0 has "content"; the English turn has none.',
      '/variants/zh/script/2 has no "content"; the English turn has text.',
    ]);
  });

  it('lets a variant change text only: a tool call or an unknown language is refused by the schema', () => {
    const calls = copy();
    calls.variants.zh!.script[0] = { toolCalls: [] };
    expect(problemsOf(calls).join('\n')).toContain('/variants/zh/script/0');
    const other = copy();
    other.variants.fr = other.variants.zh!;
    expect(problemsOf(other).join('\n')).toContain('/variants');
  });
});
