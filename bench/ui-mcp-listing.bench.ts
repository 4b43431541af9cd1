// A hostile MCP server's listing must not freeze the page (issue 40 item 8: no main-thread task over 50 ms).
// The server (src/runtime/mcp/testing/hostile-mcp-server.ts, on loopback, with CORS) lists 1,000 tools whose
// descriptions are 20,000 characters each (20 MB): the client in the runtime worker keeps the first 128 and
// cuts each description at 16,384 characters (decision 0875), and the Tools tab draws what is left. The figure
// is the longest task from the press of Connect until the servers' list is drawn and the page has been quiet:
//   ui.mcp-hostile-listing-longest-task-ms   (wall, as Chromium reports long tasks; and -cpu-ms beside it)
import type { Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { startHostileMcpServer } from '../src/runtime/mcp/testing/hostile-mcp-server';
import { documentOf } from '../src/session/session-document';
import { buildApp, launchChromium, serveApp } from './browser-kit';
import { waitForElement } from './in-page';
import { OBSERVE_LONG_TASKS } from './long-tasks';
import { longestTask, reportTries, type Try } from './longest-task';

const COMMAND = 'npm run bench -- ui-mcp-listing';
const QUIET_MS = 1500;
const TRIES = 3;
const TOOLS = 1_000;
const DESCRIPTION = 20_000;

const server = await startHostileMcpServer({
  cors: true,
  tools: Array.from({ length: TOOLS }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool ${i}. ${'A long and wordy description. '.repeat(DESCRIPTION / 30)}`,
    inputSchema: { type: 'object', properties: { value: { type: 'string' } } },
  })),
});
if (process.env.BENCH_SKIP_BUILD !== '1') buildApp();
const { origin, stop } = await serveApp();
const browser = await launchChromium();

/** The playground with a small session open, the Tools tab's Connect form filled in: ready to press. */
async function readyToConnect(page: Page) {
  await page.goto(`${origin}/`);
  await page.locator('[data-worker="runtime"][data-state="ready"]').waitFor();
  const session = documentOf(scriptedSpec([{ content: 'Done.' }], { tools: ['Read'] }), 'Listing');
  await page.getByTestId('session-file-input').setInputFiles({
    name: 'listing.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(session)),
  });
  await page.locator('[data-testid="runtime-status"][data-phase="running"]').waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'Connect an MCP server…' }).click();
  const form = page.getByRole('form', { name: 'Connect an MCP server…' });
  await form.getByRole('textbox', { name: 'Name' }).fill('wordy');
  await form.getByRole('textbox', { name: 'Streamable HTTP endpoint' }).fill(server.url);
  await page.waitForTimeout(QUIET_MS);
  return form.getByRole('button', { name: 'Connect', exact: true });
}

try {
  const tries: Try[] = [];
  for (let i = 0; i < TRIES; i++) {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const connect = await readyToConnect(page);
    tries.push(
      await longestTask(
        browser,
        `mcp-hostile-listing-${i}`,
        page,
        // Pressed from inside the page: Playwright's own locator work would run on the page's thread too.
        () => connect.evaluate((button: HTMLButtonElement) => button.click()),
        // A page-side look every 50 ms (in-page.ts), not a locator polling in the page every frame.
        () => waitForElement(page, '[data-testid="mcp-server-wordy"] code', { text: 'mcp__wordy__tool_127' }),
        QUIET_MS,
      ),
    );
    await page.close();
  }
  reportTries('ui.mcp-hostile-listing-longest-task-ms', tries, COMMAND);
} finally {
  await browser.close();
  stop();
  await server.close();
}
