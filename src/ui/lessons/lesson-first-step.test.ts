// Issue 16, in Node: one click of the lesson guide's "Run the next step" (the runtime's finish-step) completes
// step 1 of every built-in lesson, told in English and in Chinese, and every place that numbers the position
// agrees. Each is read from the events the page would hold, with the function the page renders it with: the
// guide's step and its step-1 checkpoints (guideStateOf), the step counter's words and the event they name
// (stepCounterText), that event's trace row (traceStepLabel), and the Share dialog's step (openAtCursor,
// sharedAtText). The words come from the app's own English and Chinese resources.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { guideStateOf } from '../../session/lessons/guide-state';
import type { LessonLanguage } from '../../session/lessons/lesson';
import { LESSONS, lessonById } from '../../session/lessons/lesson-catalog';
import { LESSON_PINS, pinIn } from '../../session/lessons/lesson-pins';
import {
  conversationLanguageOf,
  LESSON_LANGUAGES,
  lessonDocumentIn,
} from '../../session/lessons/lesson-variants';
import { clickNextStep } from '../../session/lessons/testing/click-next-step';
import { traceHash } from '../../session/trace-hash';
import { openAtCursor } from '../../state/session-actions/live-document';
import { eventsAsOf } from '../../state/selectors';
import { stepCounterText } from '../conversation/step-counter-text';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { traceStepLabel } from '../inspector/trace/trace-step-label';
import { sharedAtText } from '../share/shared-at-text';

/** The page's words in one UI language, synchronously, as i18n.ts sets them up. */
function wordsIn(lng: LessonLanguage) {
  const words = i18next.createInstance();
  void words.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return words.t;
}

/** What a learner reads after the click, in each UI language; `seq` is the event shown. */
const EXPECTED: Record<LessonLanguage, { counter: (seq: number) => string; sharedAt: string }> = {
  en: { counter: (seq) => `Step 1 / 1 · event #${seq} / #${seq}`, sharedAt: 'Shared at step 1' },
  zh: { counter: (seq) => `第 1 / 1 步 · 事件 #${seq} / #${seq}`, sharedAt: '分享时所在步骤 1' },
};

const cases = LESSONS.flatMap((lesson) =>
  LESSON_LANGUAGES.map((lang) => [`lesson ${lesson.number} (${lesson.id}), ${lang}`, lesson, lang] as const),
);

describe('one click of "Run the next step" completes step 1, and every number on the page agrees', () => {
  it('covers every built-in lesson in both languages', () => {
    expect(cases).toHaveLength(LESSONS.length * 2);
  });

  it.each(cases)('%s', async (_, lesson, lang) => {
    // The lesson told in this language (its own conversation, not the English one with Chinese words around).
    expect(conversationLanguageOf(lesson, lessonDocumentIn(lesson, lang))).toBe(lang);
    const clicked = await clickNextStep(lesson, lang);
    // Opened paused: nothing shown, the guide at step 0.
    expect(clicked.releasedBeforeClick).toEqual([]);
    expect(guideStateOf(lesson.id, clicked.releasedBeforeClick)!.completedStep).toBe(0);
    // The click: the runtime paused once, by finish-step.
    expect(clicked.pauses.map((p) => p.kind)).toEqual(['finish-step']);

    // The page's trace after the click, the cursor at its live end (driving the run puts it there).
    const cursorSeq = null;
    const events = eventsAsOf(clicked.released, cursorSeq);
    // Finish-step stopped exactly at step 1's end: the last event shown is the main agent's step-end of step 1,
    // and nothing of step 2 is shown. Events are numbered by position (the counter counts positions).
    const stepEnd = events.at(-1)!;
    expect([stepEnd.type, stepEnd.step, stepEnd.scope]).toEqual(['step-end', 1, undefined]);
    expect(events.some((e) => e.scope === undefined && e.step > 1)).toBe(false);
    expect(events.every((e, i) => e.seq === i)).toBe(true);

    // The guide: step 1 completed, the lesson not over, every checkpoint of step 1 answered from the trace.
    const guide = guideStateOf(lesson.id, events)!;
    expect(guide.completedStep).toBe(1);
    expect(guide.ended).toBe(false);
    for (const checkpoint of lesson.guide.checkpoints.filter((c) => c.step === 1)) {
      const due = guide.due.find((d) => d.checkpoint.id === checkpoint.id);
      expect(due?.reveal.kind, checkpoint.id).toBe('revealed');
    }

    // The step counter, in the page's words for each UI language: step 1 of 1, at the event that ends step 1.
    for (const ui of LESSON_LANGUAGES) {
      expect(stepCounterText(wordsIn(ui), events, cursorSeq), ui).toBe(EXPECTED[ui].counter(stepEnd.seq));
    }
    // The trace row of the event the counter names: step 1's end, labelled s1.
    const row = events.find((e) => e.seq === stepEnd.seq)!;
    expect(row).toBe(stepEnd);
    expect(traceStepLabel(row)).toBe('s1');

    // Share: its links open at step 1, and the dialog says so in each UI language.
    const openAt = openAtCursor(events, cursorSeq, lesson.id);
    expect(openAt.step).toBe(1);
    for (const ui of LESSON_LANGUAGES) {
      expect(sharedAtText(wordsIn(ui), openAt.step), ui).toBe(EXPECTED[ui].sharedAt);
    }

    // Stepping changed nothing: run on, the lesson reproduces its pinned trace, what was shown its beginning.
    const whole = await clicked.runToEnd();
    expect(whole.slice(0, events.length)).toEqual(events);
    const pin = pinIn(LESSON_PINS[lesson.id], lang);
    expect(pin && 'traceHash' in pin ? pin.traceHash : pin).toBe(traceHash(whole));
  });
});

describe('what the same functions say elsewhere in step 1 and before it', () => {
  const words = { en: wordsIn('en'), zh: wordsIn('zh') };

  it('before the first click: no trace, and a share from before the first step', () => {
    expect(stepCounterText(words.en, [], null)).toBe('No trace');
    expect(stepCounterText(words.zh, [], null)).toBe('没有轨迹');
    expect(openAtCursor([], null, 'registration').step).toBe(0);
    expect(sharedAtText(words.en, 0)).toBe('Shared before the first step');
    expect(sharedAtText(words.zh, 0)).toBe('分享时尚未开始第一步');
  });

  it('lesson 11, inside the Task subagent step 1 runs: the counter and the row name the subagent, Share says step 1', async () => {
    const clicked = await clickNextStep(lessonById('subagent-todo')!, 'en');
    const events = clicked.released;
    // The cursor on the subagent's first step-start, as a click on its trace row puts it.
    const shown = events.find((e) => e.type === 'step-start' && e.scope !== undefined)!;
    const opening = events.find((e) => e.type === 'run-start' && e.scope === shown.scope)!;
    const callId = opening.type === 'run-start' ? opening.parent?.callId : undefined;
    const nestedLast = Math.max(...events.filter((e) => e.scope === shown.scope).map((e) => e.step));
    const last = events.length - 1;
    expect(stepCounterText(words.en, events, shown.seq)).toBe(
      `Step 1 / 1 · subagent of ${callId}: step 1 / ${nestedLast} · event #${shown.seq} / #${last}`,
    );
    expect(stepCounterText(words.zh, events, shown.seq)).toBe(
      `第 1 / 1 步 · ${callId} 的子智能体：第 1 / ${nestedLast} 步 · 事件 #${shown.seq} / #${last}`,
    );
    expect(traceStepLabel(shown)).toBe('↳s1');
    expect(sharedAtText(words.en, openAtCursor(events, shown.seq, null).step)).toBe('Shared at step 1');
    await clicked.runToEnd();
  });
});
