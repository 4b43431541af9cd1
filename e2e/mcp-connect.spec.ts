// Issue 40 in a real browser, against the real server-everything on loopback: a server without CORS refused
// by the browser and explained by the doctor in the page; then "Connect an MCP server…" from the Tools tab
// lists its tools (through the runtime worker), they show as records beside the built-ins with
// what the server says, the server is trusted, and a scripted call of mcp__everything__echo crosses the gates
// (a read-only tool of a trusted server: allowed, never asked). With the server stopped, a reload brings the
// session back from its record, asking nothing, its tool marked as the server's in the Schema tab, and the
// server offered again by the connect form. Never calls get-env. What Node proves already (every gate,
// the doctor's findings, the token's scrubbing) is not repeated here.
import { expect, test } from '@playwright/test';
import { startEverythingServer, type EverythingServer } from '../src/common/testing/everything-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { startDestructiveServer } from './support/mcp-test-servers';
import { openPlayground } from './support/playground';
import { reloadWhenSaved } from './support/resume';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

let server: EverythingServer | null = null;

test.beforeAll(async () => {
  server = await startEverythingServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('an MCP server connected from the Tools tab, trusted, called through the gates, replayed after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const url = server!.url;
  await openPlayground(page, { height: 1100 });
  const spec = scriptedSpec(
    [
      { toolCalls: [{ name: 'mcp__everything__echo', arguments: { message: 'from the page' } }] },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  await openSessionFile(page, sessionFile('MCP', spec));

  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'Connect an MCP server…' }).click();
  const form = page.getByRole('form', { name: 'Connect an MCP server…' });
  const endpoint = form.getByRole('textbox', { name: 'Streamable HTTP endpoint' });

  // A server without CORS: the browser refuses it, and the doctor, run in the page, says why in words.
  const closed = await startDestructiveServer({ cors: false });
  try {
    await endpoint.fill(closed.url);
    await form.getByRole('button', { name: 'Connect', exact: true }).click();
    const doctor = form.getByTestId('mcp-doctor');
    await expect(doctor).toContainText('no Access-Control-Allow-Origin for', { timeout: 20_000 });
    await expect(doctor).toContainText(`npm run mcp -- doctor ${closed.url}`);
  } finally {
    await closed.stop();
  }

  await form.getByRole('textbox', { name: 'Name' }).fill('everything');
  await endpoint.fill(url);
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to everything' })).toBeVisible({
    timeout: 20_000,
  });

  const servers = page.getByTestId('mcp-server-everything');
  await expect(servers).toContainText('not trusted');
  const echo = servers.locator('li', { hasText: 'mcp__everything__echo' });
  await expect(echo).toContainText('the server calls it echo');
  await expect(echo).toContainText('the server says: only reads');
  await servers.getByRole('button', { name: 'Trust this server' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Trust changed' })).toBeVisible();
  await expect(servers).toContainText('trusted: what the server says');

  // Finished means nothing was asked: a read-only tool of a trusted server is allowed by the gates.
  await runToEnd(page);
  const card = page.locator('.tool-card', { hasText: 'mcp__everything__echo' });
  await card.locator('summary').first().click();
  await expect(card).toContainText('Echo: from the page');

  // The record answers from now on: no server, no question.
  await server!.stop();
  server = null;
  await reloadWhenSaved(page);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
  const replayed = page.locator('.tool-card', { hasText: 'mcp__everything__echo' });
  await replayed.locator('summary').first().click();
  await expect(replayed).toContainText('Echo: from the page');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page.locator('[data-tool="mcp__everything__echo"] .badge-mcp')).toHaveText('MCP · everything');
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByTestId('mcp-server-everything')).toContainText('trusted: what the server says');
  // The server connected is offered again after the reload; the one that failed is not.
  await page.getByRole('button', { name: 'Connect an MCP server…' }).click();
  const remembered = page.getByTestId('mcp-remembered');
  await expect(remembered.getByRole('button', { name: `Use ${url}` })).toBeVisible();
  await expect(remembered.locator('li')).toHaveCount(1);
});

// The in-page server (issue 40 item 9) is the one thing Node cannot show: the runtime worker starting the
// server's own worker from the built bundle. What it asks of the network is its own script, from the page's
// origin (which the service worker precaches, e2e/offline.spec.ts): no call leaves the page.
test('the in-page library server: connected by its inpage: address, in a worker, called through the gates', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await openPlayground(page, { height: 1100 });
  const spec = scriptedSpec(
    [
      { toolCalls: [{ name: 'mcp__library__find_books', arguments: { query: 'Brooks' } }] },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  await openSessionFile(page, sessionFile('MCP in the page', spec));
  const origin = new URL(page.url()).origin;
  const requested: string[] = [];
  context.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));

  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'Connect an MCP server…' }).click();
  const form = page.getByRole('form', { name: 'Connect an MCP server…' });
  await form.getByRole('textbox', { name: 'Streamable HTTP endpoint' }).fill('inpage:library');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  // Left blank, the name is what the server calls itself.
  await expect(page.getByRole('status').filter({ hasText: 'Connected to library: 3 tools' })).toBeVisible({
    timeout: 20_000,
  });
  const servers = page.getByTestId('mcp-server-library');
  await expect(servers.locator('li', { hasText: 'mcp__library__find_books' })).toContainText(
    'the server says: only reads',
  );
  await servers.getByRole('button', { name: 'Trust this server' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Trust changed' })).toBeVisible();

  await runToEnd(page);
  const card = page.locator('.tool-card', { hasText: 'mcp__library__find_books' });
  await card.locator('summary').first().click();
  await expect(card).toContainText('b3: The Mythical Man-Month (Brooks, 1975)');
  // Only the app's own files, fetched from its origin: the bundle's chunks (and, where a service worker is
  // allowed, its precache, at a time no test controls; the suite blocks it). An MCP call would be a POST, or a
  // request to another host.
  expect(requested.filter((line) => !line.startsWith(`GET ${origin}/`))).toEqual([]);
  expect(requested.some((line) => line.includes('/assets/in-page-server.worker-'))).toBe(true);
});
