// A link or a session file must never make the app send the person's API key to the endpoint it names. Two
// local OpenAI-compatible servers of ours: "mine", where the person entered a key (remembered on the device or
// only in memory), and "theirs", named by a link or a file. Opening the document switches the provider form to
// theirs with no key and says so; nothing reaches theirs until the person enters a key for it and presses
// Apply; and the key that reaches each server is only ever the one entered for it.
import { expect, test, type Page } from '@playwright/test';
import { deflateSync, strToU8 } from 'fflate';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import type { RunSpec } from '../src/runtime/spec/run-spec';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { documentOf } from '../src/session/session-document';
import { openPlayground } from './support/playground';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

const MY_KEY = 'sk-mine-0123456789';
const THEIR_KEY = 'sk-theirs-9876543210';

let mine: OpenAICompatibleServer;
let theirs: OpenAICompatibleServer;
test.beforeEach(async () => {
  mine = await startOpenAICompatibleServer({
    fallback: () => ({ type: 'answer', answer: { content: 'Answered by mine.' } }),
  });
  theirs = await startOpenAICompatibleServer({
    fallback: () => ({ type: 'answer', answer: { content: 'Answered by theirs.' } }),
  });
});
test.afterEach(async () => {
  await mine.close();
  await theirs.close();
});

/** The session someone else made: it names their endpoint, with or without a recorded answer. */
function theirDocument(recorded: boolean) {
  const spec: RunSpec = {
    ...scriptedSpec([], { messages: ['Say hello.'] }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'their-model',
      baseURL: theirs.baseURL,
      stream: true,
    },
    ...(recorded
      ? {
          cassette: {
            recordedWith: { kind: 'endpoint', model: 'their-model' },
            entries: [
              {
                request: { messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
                outcome: {
                  ok: true,
                  response: { content: 'Recorded.', toolCalls: [], finishReason: 'stop' },
                },
              },
            ],
          },
        }
      : {}),
  };
  return documentOf(spec, 'Their session');
}

/** A share fragment as docs/sharing.md defines it (`#s=1.` + base64url of deflate-raw JSON), at step 1. */
function theirLink(recorded: boolean): string {
  const payload = strToU8(JSON.stringify({ step: 1, session: theirDocument(recorded) }));
  return `#s=1.${Buffer.from(deflateSync(payload)).toString('base64url')}`;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Model provider' });
const apply = (page: Page) =>
  panel(page).getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
const authorizations = (server: OpenAICompatibleServer) =>
  server.requests.map((r) => String(r.headers.authorization ?? ''));

/** The person's own setup: a scripted session switched to their endpoint with their key, run once. */
async function useMyEndpoint(page: Page, remember: boolean) {
  await openSessionFile(page, sessionFile('Mine', scriptedSpec([], { messages: ['Hi.'] })));
  await panel(page).getByText('Model provider').click();
  await panel(page).getByRole('radio', { name: 'Live endpoint' }).check();
  await panel(page).getByRole('textbox', { name: 'Base URL' }).fill(mine.baseURL);
  await panel(page).getByRole('textbox', { name: 'Model' }).fill('my-model');
  await panel(page).getByLabel('API key').fill(MY_KEY);
  if (remember) await panel(page).getByLabel('Remember this key on this device').check();
  await apply(page);
  await expect(panel(page).getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  await runToEnd(page);
  await expect(page.locator('.message-assistant').last()).toContainText('Answered by mine.');
  expect(authorizations(mine)).toEqual([`Bearer ${MY_KEY}`]);
}

async function openTheirs(page: Page, via: 'link' | 'file', remember: boolean, recorded: boolean) {
  if (via === 'file') {
    await page.getByTestId('session-file-input').setInputFiles({
      name: 'theirs.session.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(theirDocument(recorded))),
    });
  } else if (remember) {
    // A link opened in a new visit: only the remembered key is on the device.
    await page.goto('about:blank');
    await page.goto(`./${theirLink(recorded)}`);
  } else {
    // A link pasted into the address bar of this tab: the key is still in its memory.
    await page.evaluate((hash) => (window.location.hash = hash), theirLink(recorded));
  }
  // A new visit is the app's whole start: generous under three browsers' load.
  await expect(page.getByTestId('lessons-notice')).toContainText(
    `It names the endpoint ${theirs.baseURL}: no API key was sent there.`,
    { timeout: 20_000 },
  );
}

const cases = (['link', 'file'] as const).flatMap((via) =>
  [true, false].flatMap((remember) => [true, false].map((recorded) => ({ via, remember, recorded }))),
);

for (const { via, remember, recorded } of cases) {
  const key = remember ? 'remembered' : 'in memory';
  const answers = recorded ? 'with a recorded answer' : 'with no recording';
  test(`a ${via} naming another endpoint never gets the key (${key}, ${answers})`, async ({ page }) => {
    await openPlayground(page);
    await useMyEndpoint(page, remember);
    await openTheirs(page, via, remember, recorded);

    // The form shows their endpoint with no key, and says in place that nothing is sent there.
    const form = panel(page);
    // A recording is replayed (and the panel says so); its endpoint is one click away, already filled in.
    if (recorded) {
      await expect(page.getByTestId('provider-summary')).toHaveText('Model provider: Replay recording');
      await form.getByRole('radio', { name: 'Live endpoint' }).check();
    }
    await expect(form.getByRole('textbox', { name: 'Base URL' })).toHaveValue(theirs.baseURL);
    await expect(form.getByLabel('API key')).toHaveValue('');
    await expect(form.getByTestId('provider-key-endpoint')).toHaveText(
      `This key is sent only to ${theirs.baseURL}.`,
    );
    await expect(page.getByTestId('provider-session-note')).toContainText(
      recorded
        ? `This session’s recorded answers came from ${theirs.baseURL} and are replayed offline.`
        : `This session asks the endpoint ${theirs.baseURL}. It opened without an API key`,
    );
    if (!recorded)
      await expect(page.locator('.status-bar [data-model="no-key"]')).toContainText(theirs.baseURL);

    // Everything a person might press next still sends nothing there: Run, Apply without a key, a tool edit.
    const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
    if (await controls.getByRole('button', { name: 'Run', exact: true }).isEnabled()) await runToEnd(page);
    // The recording does not match this workspace's request: a divergence, never a live call.
    await expect(page.getByTestId('provider-error')).toHaveAttribute(
      'data-kind',
      recorded ? 'diverged' : 'no-key',
    );
    await apply(page);
    await expect(form.getByText('Enter an API key for this endpoint')).toBeVisible();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await page.locator('.tools-builtin input[type="checkbox"]').first().click();
    await page.getByRole('button', { name: 'Apply tool set' }).click();
    await expect(page.getByText('Applied: the session restarted')).toBeVisible();
    await runToEnd(page);
    await expect(page.getByTestId('provider-error')).toHaveAttribute('data-kind', 'no-key');
    expect(theirs.requests).toHaveLength(0);

    // Their endpoint, my key: the key belongs to mine and shows only for mine.
    await form.getByRole('textbox', { name: 'Base URL' }).fill(`${mine.baseURL}/`);
    await expect(form.getByLabel('API key')).toHaveValue(MY_KEY);
    await form.getByRole('textbox', { name: 'Base URL' }).fill(theirs.baseURL);
    await expect(form.getByLabel('API key')).toHaveValue('');

    // A key entered for theirs, Apply, Run: theirs gets that key and only that key; mine never sees it.
    await form.getByLabel('API key').fill(THEIR_KEY);
    await apply(page);
    await runToEnd(page);
    await expect(page.locator('.message-assistant').last()).toContainText('Answered by theirs.');
    expect(authorizations(theirs)).toEqual([`Bearer ${THEIR_KEY}`]);
    expect(authorizations(mine).every((a) => a === `Bearer ${MY_KEY}`)).toBe(true);

    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(THEIR_KEY);
    expect(stored.includes(MY_KEY)).toBe(remember);
  });
}
