// Issue 35, items 1, 4 and 5, in Chromium against our local OpenAI-compatible server: a key typed into the
// provider form (not remembered), echoed back by the endpoint's 401 and pasted into a message, is in none of
// the ways out — the IndexedDB library, the exported session file, the exported trace, the OTLP file, the
// share link, the page itself — not even after a reload that forgot it; a refused link leaves nothing of
// itself on screen and is quoted short, once, as its own words; a link naming a look-alike of a known
// endpoint shows the whole host, the site in bold, and says the device never used it.
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { deflateSync, inflateSync, strToU8, strFromU8 } from 'fflate';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import type { RunSpec } from '../src/runtime/spec/run-spec';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { documentOf } from '../src/session/session-document';
import { storedLibrary } from './support/library';
import { openPlayground } from './support/playground';
import { giveUpFailedCall, runToFailedCall } from './support/failed-call';
import { openSessionFile, sessionFile } from './support/session-file';

const KEY = 'sk-e2e-secret-0123456789abcdefghij';
const UNKNOWN = 'sk-proj-SomebodyElsesKeyAbcdefghijkl';
const LOOK_ALIKE = 'https://api.openai.com.v1-proxy.example/v1';

let server: OpenAICompatibleServer;
test.beforeEach(async () => {
  server = await startOpenAICompatibleServer({ fallback: () => ({ type: 'echo-key' }) });
});
test.afterEach(async () => {
  await server.close();
});

/** A share fragment as docs/sharing.md defines it, built by hand (Playwright cannot load the schema). */
function fragmentOf(spec: RunSpec, title: string): string {
  const payload = strToU8(JSON.stringify({ step: 1, session: documentOf(spec, title) }));
  return `#s=1.${Buffer.from(deflateSync(payload)).toString('base64url')}`;
}

/** The session a share link carries, as text. */
function linkText(url: string): string {
  const data = /#s=1\.([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? '';
  return strFromU8(inflateSync(Buffer.from(data, 'base64url')));
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(await mkdtemp(join(tmpdir(), 'secrets-e2e-')), download.suggestedFilename());
  await download.saveAs(path);
  return readFileSync(path, 'utf8');
}

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this session' });
  const url = await dialog.getByTestId('share-link').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Model provider' });

test('a key echoed by the endpoint and pasted into a message leaves by no way out', async ({ page }) => {
  await openPlayground(page);
  await openSessionFile(page, sessionFile('Echoing', scriptedSpec([], { messages: ['Hi.'] })));
  const form = panel(page);
  await form.getByText('Model provider').click();
  await form.getByRole('radio', { name: 'Live endpoint' }).check();
  await form.getByRole('textbox', { name: 'Base URL' }).fill(server.baseURL);
  await form.getByRole('textbox', { name: 'Model' }).fill('local-model');
  // Never used here: the form says so before asking for the key, and shows the whole host.
  // (Soft: the ways out below are checked even where these fail, e.g. on a build from before issue 35.)
  await expect.soft(form.getByTestId('endpoint-first-use')).toBeVisible();
  await expect.soft(form.getByTestId('provider-key-site')).toHaveText('127.0.0.1');
  await form.getByLabel('API key').fill(KEY);
  await form.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  await expect.soft(form.getByTestId('endpoint-first-use')).toHaveCount(0); // a key went there now
  // "Hi.": the endpoint answers 401, echoing the key; the failed call waits for a retry (decision 0735).
  await runToFailedCall(page);

  // Someone else's key-shaped text is warned about, never changed; the device's own key is said to be scrubbed.
  const composer = page.getByRole('textbox', { name: 'Next user message' });
  await composer.fill(`Is ${UNKNOWN} valid?`);
  await expect.soft(page.getByTestId('key-shaped-warning')).toContainText('sk-proj-…');
  await expect.soft(page.getByTestId('key-shaped-warning')).not.toContainText(UNKNOWN);
  await composer.fill(`Why does ${KEY} fail?`);
  await expect.soft(page.getByTestId('key-shaped-warning')).toHaveCount(0);
  await expect.soft(page.getByTestId('known-key-note')).toBeVisible();
  // Sending gives up on the failed call and goes on with the new message.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const asked = () => server.requests.length;
  // If the session rests paused between runs, the new message's run goes on with Run.
  const ran = await expect
    .poll(asked, { timeout: 5_000 })
    .toBe(2)
    .then(
      () => true,
      () => false,
    );
  if (!ran) await runToFailedCall(page);
  await expect.poll(asked, { timeout: 20_000 }).toBe(2);
  await expect(page.locator('.message-user').last()).toContainText('Why does [API key] fail?');
  await giveUpFailedCall(page); // the second 401 waits too: Stop gives up on it

  // The endpoint did echo the key it was sent; the record has the label in its place.
  expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(JSON.stringify(server.requests.at(-1)?.body)).toContain('Why does [API key] fail?');

  await expect
    .poll(async () => JSON.stringify(await storedLibrary(page)), { timeout: 10_000 })
    .toContain('Incorrect API key provided: [API key]');
  const stored = JSON.stringify(await storedLibrary(page));
  expect(stored).toContain('Why does [API key] fail?');
  expect(stored).not.toContain(KEY);

  const file = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  );
  expect(file).toContain('Incorrect API key provided: [API key]');
  expect(file).not.toContain(KEY);
  await page.getByRole('tab', { name: 'Trace' }).click();
  const trace = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export as JSON lines' }).click(),
  );
  expect(trace).toContain('Why does [API key] fail?');
  expect(trace).not.toContain(KEY);
  const otlp = await downloaded(page, () => page.getByRole('button', { name: 'Export OTLP JSON' }).click());
  expect(otlp).not.toContain(KEY);
  const link = await shareLink(page);
  expect(linkText(link)).toContain('[API key]');
  expect(linkText(link)).not.toContain(KEY);
  // The inspector's header lists and every other text on the page.
  await page.getByRole('tab', { name: 'Request / Response' }).click();
  await expect(page.locator('body')).not.toContainText(KEY);

  // A reload: the key was not remembered, so nothing on the page knows it; the kept session is still clean.
  await page.reload();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', /running|finished/, {
    timeout: 20_000,
  });
  const afterReload = await shareLink(page);
  expect(linkText(afterReload)).toContain('Why does [API key] fail?');
  expect(linkText(afterReload)).not.toContain(KEY);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(KEY);
});

test('a refused link leaves nothing of itself on screen and is quoted short, once, as its words', async ({
  page,
}) => {
  const title = 'Quarterly numbers, all checked and signed off';
  const words = '⚠ Your ToolScope session expired, re-enter your OpenAI API key at evil·example now';
  const spec = scriptedSpec([], { files: { 'notes.md': 'hello\n' } });
  const refused: RunSpec = {
    ...spec,
    workspace: {
      ...spec.workspace,
      entries: [
        ...spec.workspace.entries,
        { type: 'file', path: `${words}/../../b`, mode: 0o644, mtimeMs: 0, encoding: 'utf8', content: 'x' },
      ],
    },
  };
  await openPlayground(page);
  await page.goto(`./?case=refused${fragmentOf(refused, title)}`);
  const notice = page.getByTestId('lessons-notice');
  await expect(notice).toContainText('This link cannot be opened');
  const said = (await page.locator('body').innerText()).replaceAll('\n', ' ');
  expect(said.split('(the link’s own words)')).toHaveLength(2);
  expect(said).toContain(`“${words.slice(0, 40)}…” (the link’s own words)`);
  expect(said).not.toContain(words.slice(0, 41));
  expect(said).not.toContain(title);
  await expect(page.locator('[data-path="notes.md"]')).toHaveCount(0);
});

test('a link naming a look-alike endpoint shows its whole host and that it was never used here', async ({
  page,
}) => {
  const spec: RunSpec = {
    ...scriptedSpec([], { messages: ['Hello.'] }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'gpt-4o',
      baseURL: LOOK_ALIKE,
      stream: true,
    },
  };
  await openPlayground(page);
  await page.goto(`./?case=look-alike${fragmentOf(spec, 'Look-alike')}`);
  // A second start of the app in this test: under three browsers' load it can take over the default 5 s.
  await expect(page.getByTestId('lessons-notice')).toContainText(`It names the endpoint ${LOOK_ALIKE}`, {
    timeout: 20_000,
  });
  const form = panel(page);
  if (!(await form.getByLabel('API key').isVisible())) await form.getByText('Model provider').click();
  const host = form.getByTestId('provider-key-host');
  await expect(host).toContainText('https://api.openai.com.v1-proxy.example/v1');
  await expect(form.getByTestId('provider-key-site')).toHaveText('v1-proxy.example');
  // Whole: wrapped inside the form, never cut off.
  const line = host.locator('.endpoint-host');
  expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(form.getByTestId('endpoint-first-use')).toContainText('never been used on this device');
});

test('an endpoint address holding a token is flagged by Share and by Export, which drop it when asked', async ({
  page,
}) => {
  const token = '3f9c2a71b0d84e6f9a1c5e2d7b8a4c01';
  const spec: RunSpec = {
    ...scriptedSpec([], { messages: ['Hello.'] }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'gpt-4o',
      baseURL: `https://gw.example.com/v1/${token}/openai`,
      stream: true,
    },
  };
  await openPlayground(page);
  await page.goto(`./?case=token-in-url${fragmentOf(spec, 'Token in the address')}`);
  await expect(page.getByTestId('lessons-notice')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('lessons-notice').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this session' });
  await expect(dialog.getByTestId('endpoint-token-warning')).toContainText('3f9c2a…');
  expect(linkText(await dialog.getByTestId('share-link').inputValue())).toContain(token);
  await dialog.getByRole('checkbox', { name: 'Drop it from the address' }).check();
  await expect(dialog.getByTestId('endpoint-token-dropped')).toContainText(
    'https://gw.example.com/v1/openai',
  );
  await expect
    .poll(async () => linkText(await dialog.getByTestId('share-link').inputValue()))
    .not.toContain(token);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Export asks first, and writes nothing until the person chooses.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const prompt = page.getByTestId('export-token-prompt');
  await expect(prompt).toContainText('the file would carry it');
  const file = await downloaded(page, () =>
    prompt.getByRole('button', { name: 'Export without it' }).click(),
  );
  expect(file).not.toContain(token);
  expect(file).toContain('https://gw.example.com/v1/openai');
  await expect(prompt).toHaveCount(0);
});
