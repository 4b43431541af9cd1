// The lesson matrix: every built-in lesson × language, each one browser test with one boot of the app (and one
// of the embed). What a person does: open the lesson from the gallery, the guide's first click completes step
// 1, the guide's own button runs it to its end, where its trace hash is the lesson's pin and every checkpoint
// is revealed; then every inspector tab at every width fits the page, the Chinese pass reads no English on any
// tab (at step 1 and at the end), and the embed at 800 × 500 fits in every view and plays the recording to the
// same pin. Every per-lesson browser check goes here, never into a loop of its own (docs/testing.md); what is
// a function of the trace (the counter's numbers, the trace row, Share's step) is asserted in Node for every
// lesson, and here for the first lesson in each language.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Lesson, LessonLanguage } from '../src/session/lessons/lesson';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import type { LessonPin } from '../src/session/lessons/lesson-pins';
import { hasConversationIn, lessonDocumentIn } from '../src/session/lessons/lesson-variants';
import { INSPECTOR_TABS } from '../src/state/layout-slice';
import { en } from '../src/ui/i18n/en';
import { zh } from '../src/ui/i18n/zh';
import { expectNothingClipped, hostedPlayer, iframe } from './support/embed-frame';
import { allowedWordsOf, englishOnEveryTab, oncePerPlace } from './support/no-english';
import {
  DISPLAYS,
  everyCutPreviewFits,
  everyTabFits,
  expandAll,
  expectFits,
  HEIGHT,
} from './support/page-fits';

// Read as a file: Playwright's loader does not take JSON imports without an import attribute.
const PINS = JSON.parse(readFileSync('src/session/lessons/lesson-pins.json', 'utf8')) as Record<
  string,
  LessonPin
>;
const WORDS = { en, zh } as const;
const LOCALES = { en: 'en-US', zh: 'zh-CN' } as const;
const WIDEST = DISPLAYS[0]!.widths[0]!;

/** The hash the lesson is pinned to in `language` (its variant's pin for Chinese). */
function pinOf(lesson: Lesson, language: LessonLanguage): string {
  const pin = PINS[lesson.id];
  const told = language === 'en' ? pin : pin?.variants?.[language];
  if (!told || !('traceHash' in told)) throw new Error(`lesson ${lesson.id} has no ${language} pin`);
  return told.traceHash;
}

/** `{{name}}` filled in as i18next does. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Opens the app once and the lesson from its gallery, as a person does; resolves when it rests, paused. */
async function openFromGallery(browser: Browser, lesson: Lesson, language: LessonLanguage) {
  const words = WORDS[language];
  const context = await browser.newContext({
    locale: LOCALES[language],
    viewport: { width: WIDEST, height: HEIGHT },
  });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: words.lessonsUi.lessons, exact: true }).click();
  await page
    .locator(`[data-lesson="${lesson.id}"]`)
    .getByRole('button', { name: words.lessonsUi.open, exact: true })
    .click();
  const status = page.getByTestId('runtime-status');
  await expect(status).toHaveAttribute('data-phase', 'running', { timeout: 20_000 });
  await expect(status).toHaveAttribute('data-paused', 'true');
  return { context, page };
}

/** The counter's event is the trace row's number, that row is step 1's end, and Share says step 1. */
async function everyNumberAgreesAtStep1(page: Page, language: LessonLanguage) {
  const words = WORDS[language];
  const counterText = (await page.getByTestId('step-counter').textContent()) ?? '';
  const eventWord = words.controls.counter.split('{{event}}')[0]!.split(' · ').at(-1)!;
  const seq = Number(counterText.slice(counterText.indexOf(eventWord) + eventWord.length).split(' ')[0]);
  expect(Number.isInteger(seq)).toBe(true);
  await page.locator('#tab-trace').click();
  // Rows are virtualized (26 px each): scroll the one shown into view first.
  await page.locator('.trace-scroller').evaluate((el, at) => (el.scrollTop = at * 26), seq);
  const row = page.locator(`.trace-row[data-seq="${seq}"]`);
  await expect(row).toHaveAttribute('data-type', 'step-end');
  await expect(row.locator('.trace-seq')).toHaveText(String(seq));
  await expect(row.locator('.trace-step')).toHaveText('s1');
  await page.getByRole('button', { name: words.lessonsUi.share, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${words.lessonsUi.sharedAtStep} 1`);
  await dialog.getByRole('button', { name: words.lessonsUi.close, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Presses the guide's "Run the next step" until the run has finished; every press moves the guide on. */
async function runWithTheGuide(page: Page, lesson: Lesson, language: LessonLanguage) {
  const guide = page.locator(`aside[data-lesson="${lesson.id}"]`);
  const next = guide.getByRole('button', { name: WORDS[language].lessonsUi.nextStep, exact: true });
  const guideStep = guide.getByTestId('lesson-step');
  const status = page.getByTestId('runtime-status');
  const finished = async () => (await status.getAttribute('data-phase')) === 'finished';
  for (let presses = 0; !(await finished()); presses += 1) {
    expect(presses, 'presses of the guide’s button before the end').toBeLessThan(20);
    // The button is there to press until the lesson ends: a lesson never dead-ends before its last step.
    await expect(next).toBeEnabled();
    const before = await guideStep.getAttribute('data-step');
    await next.click();
    await expect
      .poll(async () => (await guideStep.getAttribute('data-step')) !== before || (await finished()), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect(status).toHaveAttribute('data-paused', 'true', { timeout: 30_000 });
  }
  // At the end every checkpoint is revealed and the button is done.
  for (const checkpoint of lesson.guide.checkpoints) {
    await expect(guide.locator(`[data-checkpoint="${checkpoint.id}"]`).first()).toHaveAttribute(
      'data-state',
      'revealed',
    );
  }
  await expect(next).toBeDisabled();
}

/** The embed of the lesson at step 1 in an article's 800 × 500 frame: every view fits; Live plays to the pin. */
async function embedFits(page: Page, baseURL: string, lesson: Lesson, language: LessonLanguage) {
  const words = WORDS[language];
  const lang = language === 'zh' ? '&lang=zh' : '';
  const frame = await hostedPlayer(
    page,
    iframe(`${baseURL}?embed=1&lesson=${lesson.id}&step=1&tab=batches${lang}`),
  );
  await expect(frame.locator(`aside[data-lesson="${lesson.id}"]`)).toBeVisible();
  await expect(frame.locator('#tab-batches')).toHaveAttribute('aria-selected', 'true');
  await expectNothingClipped(frame, 'inspector');
  // Every other inspector tab too: the rule is the frame's, not the one tab a link names.
  for (const tab of INSPECTOR_TABS) {
    await frame.locator(`#tab-${tab}`).click();
    await expect(frame.locator(`#tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    await expect(frame.locator('[data-lazy-part]')).toHaveCount(0);
    await expectNothingClipped(frame, `inspector, ${tab}`);
  }
  const views = frame.getByRole('group', { name: words.embed.views });
  await views.getByRole('button', { name: words.embed.pipeline, exact: true }).click();
  await expect(frame.locator('[data-lazy-part="pipeline"]')).toHaveCount(0);
  await expect(frame.getByRole('region', { name: words.embed.pipeline, exact: true })).toBeVisible();
  await expectNothingClipped(frame, 'pipeline');
  await views.getByRole('button', { name: words.embed.conversation, exact: true }).click();
  await expect(frame.getByRole('region', { name: 'conversation' })).toBeVisible();
  await expectNothingClipped(frame, 'conversation');
  // The player's recording, played to its end, is the lesson's pin in this language.
  await frame
    .getByRole('toolbar', { name: words.controls.label })
    .getByRole('button', { name: words.controls.live })
    .click();
  await expect(frame.getByTestId('embed-trace-hash')).toHaveText(pinOf(lesson, language));
}

// Each row is its own context and boot: the rows share nothing, so both workers take them.
test.describe.configure({ mode: 'parallel' });

for (const lesson of LESSONS) {
  for (const language of ['en', 'zh'] as const) {
    test(`lesson ${lesson.number} (${lesson.id}), ${language}: first click, the guide to its pin, every tab at every width, the embed`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const words = WORDS[language];
      const label = `lesson ${lesson.number}, ${language}`;
      const { context, page } = await openFromGallery(browser, lesson, language);
      const guide = page.locator(`aside[data-lesson="${lesson.id}"]`);
      const allowed = allowedWordsOf(lesson);
      const english: string[] = [];

      // The app's welcome gives way to the lesson: its first file as plain text, or (nothing to open yet) a line.
      await expect(page.locator('[data-testid="first-file"], [data-testid="no-file-open"]')).toBeVisible();
      await expect(page.getByTestId('welcome-note')).toHaveCount(0);
      // The first click of the guide's button completes step 1, and step 1's checkpoints are answered.
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');
      await guide.getByRole('button', { name: words.lessonsUi.nextStep, exact: true }).click();
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
      const counterAtStep1 = fill(words.controls.counter.split(' · ')[0]!, { step: 1, lastStep: 1 });
      await expect(page.getByTestId('step-counter')).toContainText(counterAtStep1);
      for (const checkpoint of lesson.guide.checkpoints.filter((c) => c.step === 1)) {
        await expect(guide.locator(`[data-checkpoint="${checkpoint.id}"]`)).toHaveAttribute(
          'data-state',
          'revealed',
        );
      }
      if (lesson === LESSONS[0]) await everyNumberAgreesAtStep1(page, language);
      if (language === 'zh') english.push(...(await englishOnEveryTab(page, allowed, 'step 1')));

      // On to the end with the guide's own button, to the lesson's pin (Share's hash is the viewed step's).
      await runWithTheGuide(page, lesson, language);
      await page.getByRole('button', { name: words.lessonsUi.share, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('share-trace-hash')).toHaveText(pinOf(lesson, language));
      await dialog.getByRole('button', { name: words.lessonsUi.close, exact: true }).click();

      if (language === 'zh') english.push(...(await englishOnEveryTab(page, allowed, 'end')));
      // Every result card, preview and subagent transcript open (a transcript draws its turns once opened).
      const opened = await expandAll(page);
      if (language === 'zh') {
        // The page opened the lesson's Chinese conversation: its user message and the model's words, no note
        // about another language.
        const told = lessonDocumentIn(lesson, 'zh');
        await expect(page.locator('.message-user p').first()).toHaveText(told.userMessages[0]!);
        const said = page.locator('.message-assistant p'); // a subagent's turns in its transcript too
        if (told.provider.kind === 'scripted') {
          for (const text of told.provider.script.flatMap((turn) => turn.content ?? []))
            await expect(said.filter({ hasText: text }).first()).toBeVisible();
        }
        await expect(guide.getByTestId('conversation-language')).toHaveCount(0);
        // The conversation is drawn verbatim, and the lesson is told in Chinese: every message is Chinese. A
        // subagent's user message is the Task call's prompt, an argument: the same in both languages.
        const conversation = page.locator(
          '.message-user:not(.subagent-transcript *) > p, .message-assistant > p',
        );
        await expect(conversation.first()).toBeVisible();
        for (const text of hasConversationIn(lesson, 'zh') ? await conversation.allTextContents() : []) {
          if (!/[\u4e00-\u9fff]/.test(text))
            english.push(`end · conversation · not Chinese: ${text.slice(0, 100)}`);
        }
        expect(oncePerPlace(english)).toEqual([]);
      }

      // Nothing widens the page: the guide open and folded, every tab at every width, every cut's preview.
      const notice = page.getByTestId('lessons-notice');
      if (await notice.isVisible()) await notice.getByRole('button', { name: words.lessonsUi.close }).click();
      await expectFits(page, WIDEST, `${label} with its guide open`);
      await guide.getByRole('button', { name: words.lessonsUi.hideGuide, exact: true }).click();
      await expect(guide).toHaveAttribute('data-collapsed', 'true');
      await expectFits(page, WIDEST, `${label} with its guide folded`);
      await guide.getByRole('button', { name: words.lessonsUi.showGuide, exact: true }).click();
      expect(opened).toBeGreaterThan(0); // the conversation's results were opened
      await everyTabFits(page, label);
      const cuts = await everyCutPreviewFits(page, label);
      // Guards the loop above: without cuts, "What the model saw" would never be opened.
      if (lesson.id === 'budgets') expect(cuts).toBeGreaterThan(0);

      // The embed in an article, in the same language.
      await embedFits(await context.newPage(), baseURL!, lesson, language);
      await context.close();
    });
  }
}
