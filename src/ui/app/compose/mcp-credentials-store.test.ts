// Issue 40 in Node, the page's store wired to the real runtime host as the worker serves it, against the
// real server-everything on loopback: a bearer token given for an MCP server reaches the worker with the
// load (the session's live call crosses the gates and is answered), is never in the session, and is
// scrubbed like an API key when the person pastes it into a message. Never calls get-env.
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../../../common/testing/everything-server';
import type { RunSpec } from '../../../runtime/spec/run-spec';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { sessionFileText } from '../../../session/export/session-file';
import { documentOf } from '../../../session/session-document';
import { documentAtCursor } from '../../../state/session-actions/live-document';
import { fakeDeps } from '../../../state/session-actions/testing/fake-deps';
import { createAppStore } from '../../../state/store';
import { connectRuntimeToStore } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';

const TOKEN = 'mcp-token-0123456789abcdef';
let server: EverythingServer;
/** server-everything behind a door that wants the token: a call answered proves the token was sent. */
let door: Server;
let doorUrl: string;
const closers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
  door = createServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' && name !== 'host' && name !== 'content-length'
          ? [[name, value] as [string, string]]
          : [],
      );
      const body = request.method === 'POST' ? Buffer.concat(chunks) : null;
      // A stream the client leaves open is cut when the servers stop: that end is expected, not a failure.
      fetch(server.url, { method: request.method!, headers, body }).then(
        (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          if (!answer.body) return response.end();
          Readable.fromWeb(answer.body as WebReadableStream)
            .on('error', () => response.destroy())
            .pipe(response);
        },
        () => response.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  const address = door.address();
  doorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mcp`;
}, 90_000);

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  door?.closeAllConnections();
  await new Promise((resolve) => door?.close(resolve));
  await server?.stop();
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe('an MCP server’s token in the page’s store', () => {
  it('goes to the worker with the load for live calls, and leaves by no way out', async () => {
    const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
    closers.push(() => runtime.dispose());
    const store = createAppStore('en');
    connectRuntimeToStore(runtime, store);
    store.getState().setMcpCredentials({ url: doorUrl, headers: { Authorization: `Bearer ${TOKEN}` } });

    const listed = await runtime.call('listMcpServer', {
      url: doorUrl,
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    if (!listed.ok) throw new Error(listed.reason);
    const base = scriptedSpec(
      [
        { toolCalls: [{ name: 'mcp__everything__echo', arguments: { message: 'hello' } }] },
        { content: 'Done.' },
      ],
      { tools: ['Read'], messages: [`My token is ${TOKEN}`] },
    );
    const echo = listed.tools.filter((tool) => tool.name === 'echo');
    const spec: RunSpec = {
      ...base,
      tools: { ...base.tools, mcp: [{ name: 'everything', url: doorUrl, trusted: true, tools: echo }] },
    };
    expect(await store.getState().openSession(spec, 'MCP', { mode: 'replay' })).toEqual({ ok: true });
    await store.getState().runtimePort!.control('run');
    await until(() => store.getState().events.at(-1)?.type === 'run-end');
    const ends = store.getState().events.filter((event) => event.type === 'tool-end');
    expect(ends.map((end) => end.status)).toEqual(['success']);

    store.getState().setCurrentSession({ document: documentOf(spec, 'MCP'), lessonId: null });
    const file = sessionFileText(
      await documentAtCursor(fakeDeps({ store }), store.getState().currentSession!),
    );
    expect(file).toContain('Echo: hello');
    expect(file).toContain('My token is [MCP credential]');
    expect(file).not.toContain(TOKEN);
  }, 120_000);
});
