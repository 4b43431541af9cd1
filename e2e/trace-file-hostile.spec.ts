// Hostile trace files in real Chromium: the file is read in a worker (never on the page's thread); what the
// panels cannot draw is refused with the line, the event and the field, in English and Chinese; odd files
// that are accepted draw in every tab without one panel failing. The whole corpus runs in Node
// (src/ui/app/hostile-traces.test.tsx); this is a sample of it.
import { expect, test, type Page } from '@playwright/test';
import { hostileTraces, type HostileTrace } from '../src/session/trace-file/testing/hostile-traces';
import { realTraces } from '../src/session/trace-file/testing/real-traces';
import { parseTraceJsonLines } from '../src/session/trace-file/trace-line-reader';
import { chooseChinese, openPlayground } from './support/playground';

const corpus = hostileTraces(await realTraces());
const file = (name: string): HostileTrace => {
  const found = corpus.find((f) => f.name === name);
  if (!found) throw new Error(`no hostile trace named ${name}`);
  return found;
};

async function openTrace(page: Page, trace: HostileTrace) {
  await page.getByTestId('trace-file-input').setInputFiles({
    name: `${trace.name}.jsonl`,
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(trace.text),
  });
}

test('what the panels cannot draw is refused with its line and field, in both languages', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openPlayground(page);
  const alert = page.locator('.conversation-panel .panel-error');

  const badTime = file('tool-end: result.stats.timeMs a string');
  await openTrace(page, badTime);
  await expect(alert).toHaveText(
    `tool-end: result.stats.timeMs a string.jsonl was not opened: line ${badTime.line}: result.stats.timeMs of the “tool-end” event should be a number of at least 0. Choose a trace exported from the Trace tab.`,
  );
  expect(workers.some((url) => url.includes('trace-file'))).toBe(true); // parsed off the page's thread

  await openTrace(page, file('history-append: messages.0.role deleted'));
  await expect(alert).toContainText('the “history-append” event has no messages[0].role');
  await openTrace(page, file('wire body nested 10,000 deep'));
  await expect(alert).toContainText(
    'wire.request.body of the “model-response” event should be nested no deeper than 64 levels',
  );
  await openTrace(page, file('a cut last line'));
  await expect(alert).toContainText('is not JSON');
  // Once accepted as free-form JSON; the recorded settings are checked field by field now.
  await openTrace(page, file('run-start: settings.engine a list'));
  await expect(alert).toContainText('settings.engine of the “run-start” event should be an object');

  await chooseChinese(page);
  await openTrace(page, file('an unknown event type'));
  await expect(alert).toHaveText(
    '没有打开 an unknown event type.jsonl：第 3 行的事件类型 "tool-explode" 无法识别。请选择从“轨迹”标签页导出的文件。',
  );
  await openTrace(page, file('gate-check (breaker): state a string'));
  await expect(alert).toContainText('“gate-check”事件的 state 应为以下之一："CLOSED", "OPEN", "HALF_OPEN"');
});

const ACCEPTED = [
  'extra fields everywhere',
  'events reversed',
  'two events swapped',
  'a tool-end dropped',
  'wire body nested 60 deep',
  'tool-end: durationMs 1e308',
  'permission-ask: request.input.command 1e308',
  'plan-build: calls.0.input null',
  'history-append: messages.0.content 10,000 characters',
];

test('odd files that are accepted draw in every tab', async ({ page }) => {
  // ~25 s on CI; a try that hangs costs this much, and then its retry.
  test.setTimeout(120_000);
  await openPlayground(page);
  for (const name of ACCEPTED) {
    const trace = file(name);
    const parsed = parseTraceJsonLines(trace.text);
    expect(parsed.ok, name).toBe(true);
    const count = parsed.ok ? parsed.events.length : 0;
    await openTrace(page, trace);
    await expect(page.getByTestId('step-counter')).toContainText(`event #${count - 1} / #${count - 1}`);
    for (const cursor of trace.line === null ? [null] : [trace.line, null]) {
      if (cursor !== null) {
        await page.getByRole('tab', { name: 'Trace' }).click();
        // The tab scrolls its list to the event on screen as it opens, over a few frames: let it land, or it
        // scrolls back from the row this test scrolls to (a CI run waited 240 s for a row scrolled away).
        await expect(page.locator(`.trace-row[data-seq="${count - 1}"]`)).toBeVisible();
        // Rows are virtualized (26 px each): scroll the one to travel to into view first.
        const target = page.locator(`.trace-row[data-seq="${cursor - 1}"]`);
        await expect
          .poll(async () => {
            await page
              .locator('.trace-scroller')
              .evaluate((el, seq) => (el.scrollTop = seq * 26), cursor - 1);
            return target.isVisible();
          })
          .toBe(true);
        await target.click();
      } else await page.keyboard.press('l');
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await expect(page.locator('.panel-error'), `${name}: ${await tab.textContent()}`).toHaveCount(0);
      }
    }
  }
});
