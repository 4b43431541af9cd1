// The page's Content-Security-Policy (index.html, decision 0114) holds while the whole app is used: every
// inspector tab after a lesson ran, a script turn checked against its tool's schema (compiled in the runtime
// worker, decision 0113), Monaco, the terminal (xterm and the shell worker), the other language, the service
// worker, and the embedded player in another site's frame. Nothing is refused: no `securitypolicyviolation`
// event in any frame and no CSP error on the console. And the page's own chunks hold no function made from
// text, so the policy's missing 'unsafe-eval' costs nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { INSPECTOR_TABS } from '../src/state/store';
import { en } from '../src/ui/i18n/en';
import { hostedPlayer, iframe } from './support/embed-frame';
import { chooseChinese, openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';
import { startTerminal } from './support/terminal';

// The suite blocks service workers (playwright.config.ts); this spec is one that tests ours.
test.use({ serviceWorkers: 'allow' });

const DIST = join(import.meta.dirname, '../dist');

/** Every frame of `page` keeps the violations it sees, from before its first script. */
async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return consoleErrors;
}

const violationsIn = (frame: Frame | Page) =>
  frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? ['not watched']);

test('the whole playground and the embedded player run under the policy, refused nothing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = await recordViolations(page);
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  await runToEnd(page);
  for (const tab of INSPECTOR_TABS) {
    await page.getByRole('tab', { name: en.tabs[tab], exact: true }).click();
    await expect(page.locator(`[role="tabpanel"][data-tab="${tab}"] > *`).first()).toBeVisible();
  }

  // A call the Read tool's schema refuses is warned about: the runtime worker compiled the schema.
  await page.getByRole('tab', { name: en.tabs.script, exact: true }).click();
  const turn = page.getByTestId('script-turn').first();
  await turn.locator('textarea').fill('{"toolCalls":[{"name":"Read","arguments":{"path":7}}]}');
  await expect(turn.locator('.script-warning')).toContainText('INVALID_PARAM');

  // Monaco (its workers and the styles it injects), the terminal, the other language, the service worker.
  await page.locator('.file-item').first().click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
  await startTerminal(page);
  await chooseChinese(page);
  await expect(page.getByRole('region', { name: '工作区' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);

  expect(await violationsIn(page)).toEqual([]);

  // The embedded player, framed by a page of another origin (the policy sets no frame-ancestors).
  const frame = await hostedPlayer(page, iframe(`${baseURL}?embed=1&lesson=parallel-reads&step=1`));
  // The person's language (Chinese, chosen above) is remembered by the player too.
  await frame.getByRole('button', { name: /^(Next step|下一步)$/ }).click();
  expect(await violationsIn(frame)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/** The chunks the page loads: its entry, and every chunk an import, import() or preload list names. */
function pageChunks(): Map<string, string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const chunks = new Map<string, string>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (chunks.has(path)) continue;
    const text = readFileSync(join(DIST, path), 'utf8');
    chunks.set(path, text);
    // Static and dynamic imports and Vite's preload lists name chunks as "./x.js" or "assets/x.js"; a
    // worker is named inside `new URL(…)`, which is not followed: workers are not the page.
    const named = text.replace(/new URL\([^)]*\)/g, '').matchAll(/["'`](?:\.\/|assets\/)([\w.-]+\.js)["'`]/g);
    for (const [, name] of named)
      if (existsSync(join(DIST, 'assets', name!))) pending.push(`assets/${name!}`);
  }
  return chunks;
}

test('no chunk of the page makes a function from text', () => {
  const chunks = pageChunks();
  expect(chunks.size).toBeGreaterThan(10);
  const compiling = [...chunks]
    // `Function(` or `eval(` called, not a method of that name (re2js's `eval(t,n){…}`).
    .filter(([, text]) =>
      /\bnew Function\b|(?<![.\w$])Function\(|(?<![.\w$])eval\([^()]*\)(?!\s*\{)/.test(text),
    )
    .map(([path]) => path);
  expect(compiling).toEqual([]);
});
