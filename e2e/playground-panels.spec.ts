import { expect, test, type Page } from '@playwright/test';
import type { TraceEvent } from '../src/engine';
import { historyLength, openRealSession, seqOf } from './support/open-session';
import { watchPage } from './support/page-guards';

let events: TraceEvent[] = [];

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Selects an event in the (virtualized) trace list, narrowing the list to its type so the row is drawn. */
async function travelTo(page: Page, seq: number) {
  await openTab(page, 'Trace');
  await page.getByRole('combobox', { name: 'Type' }).selectOption(events[seq]!.type);
  const row = page.locator(`.trace-row[data-seq="${seq}"]`);
  // The list is virtualized and kept scrolled to the cursor: page down from the top until the row is drawn.
  const scroller = page.locator('.trace-scroller');
  await scroller.evaluate((el) => (el.scrollTop = 0));
  for (let page_ = 0; page_ < 200 && (await row.count()) === 0; page_++) {
    await scroller.evaluate((el) => (el.scrollTop += el.clientHeight / 2));
  }
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');
}

async function shot(page: Page, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await test.info().attach(name, { body, contentType: 'image/png' });
  await page.screenshot({ path: `reports/screenshots/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./');
  events = await openRealSession(page);
  await expect(page.getByTestId('step-counter')).toContainText(
    `event #${events.length - 1} / #${events.length - 1}`,
  );
});

test('the schema tab strikes out a tool hidden because its breaker opened, with the reason', async ({
  page,
}) => {
  await openTab(page, 'Schema');
  const grep = page.locator('.schema-card[data-tool="Grep"]');
  await expect(grep.locator('s.tool-name')).toHaveText('Grep');
  await expect(grep.getByTestId('hidden-reason')).toContainText('breaker open');
  await expect(grep.getByTestId('hidden-reason')).toContainText('circuit open after 2 failures');
  await expect(page.locator('.schema-card s')).toHaveCount(1);
  await shot(page, 'playground-schema');
});

test('the batches tab shows [Read, Read] [Edit] [Grep] and a timeline where the Reads overlap', async ({
  page,
}) => {
  await travelTo(
    page,
    seqOf(events, (e) => e.type === 'step-end'),
  );
  await openTab(page, 'Batches');
  const batches = page.getByTestId('partition').locator('.partition-batch');
  const names = await batches.evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll('.partition-call')].map((c) => c.textContent)),
  );
  expect(names).toEqual([['Read', 'Read'], ['Edit'], ['Grep']]);

  const box = async (index: number) => (await page.locator('.timeline-bar').nth(index).boundingBox())!;
  const [read1, read2, edit] = [await box(0), await box(1), await box(2)];
  // Both Reads run at once (their bars overlap in time); the Edit starts only when both have ended.
  expect(Math.min(read1.x + read1.width, read2.x + read2.width)).toBeGreaterThan(Math.max(read1.x, read2.x));
  expect(edit.x).toBeGreaterThanOrEqual(Math.max(read1.x + read1.width, read2.x + read2.width) - 1);
  await shot(page, 'playground-batches');

  // The concurrency-cap control re-plans the same calls: with a cap of 1 the two Reads queue.
  await page.getByTestId('replan-cap').fill('1');
  const replanned = page.getByTestId('replan-timeline').locator('.timeline-bar');
  const ms = (i: number, name: string) => replanned.nth(i).getAttribute(name).then(Number);
  expect(await ms(1, 'data-start-ms')).toBe(await ms(0, 'data-end-ms'));
  expect(await ms(2, 'data-start-ms')).toBeGreaterThanOrEqual(await ms(1, 'data-end-ms'));
  await expect(page.getByTestId('replan-result')).toContainText('With a cap of 1');
  await shot(page, 'playground-batches-replan');
});

test('gates show each call’s path; breakers show Grep OPEN with its countdown', async ({ page }) => {
  await travelTo(
    page,
    seqOf(events, (e) => e.type === 'step-end'),
  );
  await openTab(page, 'Gates');
  const edit = page.locator('.gate-call').nth(2);
  await expect(edit.locator('[data-gate="permission"]')).toHaveAttribute('data-verdict', 'ALLOW');
  await expect(edit.locator('[data-gate="lock"]')).toHaveAttribute('data-verdict', 'INJECTED');
  await expect(edit.locator('[data-gate="breaker"]')).toHaveAttribute('data-verdict', 'PASS');
  await expect(edit.locator('[data-gate="run"]')).toHaveAttribute('data-verdict', 'success');
  await shot(page, 'playground-gates');

  await page.getByRole('button', { name: 'Live' }).click();
  await openTab(page, 'Breakers');
  const grep = page.getByRole('article', { name: 'Circuit breaker of Grep' });
  await expect(grep).toHaveAttribute('data-state', 'OPEN');
  await expect(grep.locator('[aria-current="step"]')).toContainText('OPEN');
  await expect(grep.locator('.breaker-countdown')).toBeVisible();
  await shot(page, 'playground-breakers');
});

test('the budget tab shows a 120 KB result cut to size, with its spill file', async ({ page }) => {
  await openTab(page, 'Budget');
  const cut = page.locator('tr[data-cut="per-tool"]');
  await expect(cut).toHaveCount(1);
  await expect(cut).toContainText('FetchLog');
  await expect(cut).toContainText('/workspace/.toolscope/spill/');
  await expect(page.locator('.budget-cuts li')).toHaveCount(1);
  await shot(page, 'playground-budget');
});

test('time travel to an earlier event shows the earlier history, and stepping moves forward', async ({
  page,
}) => {
  await openTab(page, 'History');
  await expect(page.locator('.history-item')).toHaveCount(historyLength(events, events.length - 1));
  await expect(page.getByTestId('history-summary')).toContainText(/\d+ tokens/);
  await shot(page, 'playground-history');

  const firstStep = seqOf(events, (e) => e.type === 'step-start');
  await travelTo(page, firstStep);
  await openTab(page, 'History');
  await expect(page.locator('.history-item')).toHaveCount(historyLength(events, firstStep));
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('article')).toHaveCount(0);

  // Next step goes to a step's end, where the guide names the same step as the counter (issue 33).
  await page.getByRole('button', { name: 'Next step' }).click(); // to step 1's end
  await expect(page.getByTestId('step-counter')).toContainText('Step 1 / 4');
  await page.getByRole('button', { name: 'Next step' }).click(); // to step 2's end
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 / 4');
  const secondStep = seqOf(events, (e) => e.type === 'step-end' && e.step === 2 && e.scope === undefined);
  await expect(page.locator('.history-item')).toHaveCount(historyLength(events, secondStep));
  await expect(page.getByRole('article', { name: 'Tool call Edit' })).toBeVisible();
});

test('the trace tab filters by type and tool, and keyboard shortcuts step and switch tabs', async ({
  page,
}) => {
  await openTab(page, 'Trace');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('tool-end');
  await page.getByRole('combobox', { name: 'Tool' }).selectOption('Grep');
  const grepEnds = events.filter((e) => e.type === 'tool-end' && e.toolName === 'Grep').length;
  await expect(page.locator('.trace-row')).toHaveCount(grepEnds);
  await shot(page, 'playground-trace');

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('3');
  await expect(page.getByRole('tab', { name: 'Batches' })).toHaveAttribute('aria-selected', 'true');
  // From the run's end, one step back is step 3's end (issue 33: step buttons land on step ends).
  await page.keyboard.press('[');
  await expect(page.getByTestId('step-counter')).toContainText('Step 3 / 4');
  await page.keyboard.press('p');
  await expect(page.getByTestId('step-counter')).toContainText('Step 3 / 4');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a file that is not a trace is reported in place, and the app stays usable', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await page.getByTestId('trace-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByRole('region', { name: 'Conversation' }).getByRole('alert')).toContainText(
    'notes.txt was not opened: line 1 is not JSON.',
  );
  await openTab(page, 'Request / Response');
  await expect(page.locator('.json-block').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('between the request and the response, the Request tab shows the streamed deltas so far', async ({
  page,
}) => {
  // The delta that names the first call: the call is known from there on. (Not the step's last delta: a
  // response now streams token by token, and the last one's row is far down the filtered list.)
  const callStart = events.find(
    (e) =>
      e.type === 'model-delta' && e.step === 1 && e.delta.kind === 'tool-call' && e.delta.name === 'Read',
  )!;
  await travelTo(page, callStart.seq);
  await openTab(page, 'Request / Response');
  await expect(page.getByTestId('streaming')).toBeVisible();
  await expect(page.getByTestId('streaming')).toContainText('"name": "Read"');
  await travelTo(
    page,
    seqOf(events, (e) => e.type === 'model-response'),
  );
  await openTab(page, 'Request / Response');
  await expect(page.getByTestId('streaming')).toHaveCount(0);
  await shot(page, 'playground-request');
});
