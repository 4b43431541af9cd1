// The note editor's "shows at" picker names an event by the words the UI language has for its type, never
// by the raw type (`tool-call`, `run-start`): every type the engine writes has words in both languages.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { en } from '../i18n/en';
import { everyWord } from '../i18n/testing/every-word';
import { zh } from '../i18n/zh';
import { anchorOptions } from './pick-options';

const words = i18next.createInstance();
void words.init({
  resources: { en: { translation: everyWord.en }, zh: { translation: everyWord.zh } },
  lng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
});

describe('the event picker', () => {
  it('has words for every event type in both languages', () => {
    for (const type of TRACE_EVENT_TYPES) {
      expect(en.trace.eventType[type], type).toMatch(/^[a-z]/);
      expect(zh.trace.eventType[type], type).toMatch(/^[\u4e00-\u9fff]+$/);
    }
  });

  it('names each event by its type’s shown name in the UI language', async () => {
    const run = await runDocumentInProcess(lessonById('parallel-reads')!.document);
    if (!run.ok) throw new Error(run.reason);
    const events = anchorOptions(run.events, words.t).filter((o) => o.item.kind === 'event');
    expect(events.length).toBeGreaterThan(5);
    for (const option of events) {
      expect(option.label).toMatch(/^事件 #\d+：[\u4e00-\u9fff]+（第 \d+ 步）$/);
      expect(option.label).not.toMatch(/[a-z]-[a-z]/);
    }
    const first = run.events.find((e) => e.type === 'tool-start')!;
    const named = events.find((o) => o.item.kind === 'event' && o.item.seq === first.seq);
    expect(named?.label).toContain('工具调用开始');
    await words.changeLanguage('en');
    expect(anchorOptions(run.events, words.t).find((o) => o.value === named?.value)?.label).toMatch(
      /^event #\d+: a tool call starts \(step \d+\)$/,
    );
  });

  it('offers the run’s end last, after the steps and the events', async () => {
    const run = await runDocumentInProcess(lessonById('parallel-reads')!.document);
    if (!run.ok) throw new Error(run.reason);
    await words.changeLanguage('zh');
    const options = anchorOptions(run.events, words.t);
    expect(options.at(-1)).toMatchObject({ item: { kind: 'end' }, label: '运行结束时（无论走了多少步）' });
    expect(options.filter((o) => o.item.kind === 'end')).toHaveLength(1);
  });
});
