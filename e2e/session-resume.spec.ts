// Issue 13, item 4: a reload resumes exactly. Three representative lessons — a plain one, one whose Bash
// call is asked about (ASK), one with a Task subagent — are each reloaded at three points — at a step boundary,
// mid-turn, and with an editor draft typed and not saved — and comes back at the same event with the same
// trace hash (the draft still a draft); then it runs to its end and reaches the lesson's pinned hash, as an
// uninterrupted run does.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import type { LessonPin } from '../src/session/lessons/lesson-pins';
import { openLesson, shownTrace } from './support/library';
import { openPlayground } from './support/playground';
import { reloadNow, reloadWhenSaved, runNextStep, runToTheEnd, standing, stepEvent } from './support/resume';

const LESSON_PINS = JSON.parse(readFileSync('src/session/lessons/lesson-pins.json', 'utf8')) as Record<
  string,
  LessonPin
>;

const DRAFT = 'typed by the person, not saved\n';

/** Types a draft into the first file of the tree (the live end), without pressing Save. */
async function typeDraft(page: Page): Promise<string | null> {
  const first = page.locator('.file-item[data-path]').first();
  if ((await first.count()) === 0) return null;
  const path = (await first.getAttribute('data-path')) ?? '';
  await first.click();
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(DRAFT);
  await expect(page.getByRole('button', { name: 'Save edit' })).toBeEnabled();
  return path;
}

async function expectDraft(page: Page, path: string) {
  await page.locator(`.file-item[data-path="${path}"]`).click();
  const lines = page.locator('.editor-host .view-lines');
  await expect(lines).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await lines.innerText()).replace(/\u00a0/g, ' ')).toContain(DRAFT.trim());
  // Still a draft: nothing was sent, Save is still to press.
  await expect(page.getByRole('button', { name: 'Save edit' })).toBeEnabled();
}

/** A plain lesson, one with a Bash ASK, one with a subagent: the three shapes a reload must bring back. */
const RESUMED = ['parallel-reads', 'permissions', 'subagent-todo'];

for (const lesson of LESSONS.filter((l) => RESUMED.includes(l.id))) {
  const pin = LESSON_PINS[lesson.id]!;
  if ('unavailable' in pin) continue;
  test(`lesson ${lesson.number} (${lesson.id}) reopens exactly at three points and ends at its pinned hash`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPlayground(page);
    await openLesson(page, lesson.id);

    // 1. At a boundary: the guide's "Run the next step" once (step 1 whole).
    await runNextStep(page);
    const boundary = await standing(page);
    await reloadWhenSaved(page);
    expect(await standing(page)).toEqual(boundary);

    // 2. Mid-turn: three single events into the next step.
    for (let i = 0; i < 3; i += 1) await stepEvent(page);
    const midTurn = await standing(page);
    await reloadWhenSaved(page);
    expect(await standing(page)).toEqual(midTurn);

    // 3. With a person's editor draft, typed and not saved (reloaded at once: no save to wait for).
    const drafted = await typeDraft(page);
    const withDraft = await standing(page);
    await reloadNow(page);
    expect(await standing(page)).toEqual(withDraft);
    if (drafted !== null) await expectDraft(page, drafted);

    // Then on to the end, as if nothing had happened.
    await runToTheEnd(page);
    expect((await shownTrace(page)).hash).toBe(pin.traceHash);
  });
}
