// Issue 40 item 1 in Node: a token remembered for an MCP server ("Remember this token") comes back on the
// next page load from the device's storage, and from then on is a secret of the device like a remembered API
// key: pasted into a message and into a file, it leaves by none of the ways out (state/ways-out.ts: the
// session file, the share and embed links, the exported trace and OTLP file) nor what the library keeps.
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { sessionFileText } from '../../../session/export/session-file';
import { decodeShareLink } from '../../../session/share/decode-share-link';
import { encodeShareFragment } from '../../../session/share/encode-share-link';
import { traceToOtlpJson } from '../../../session/otlp/otlp-export';
import { documentOf } from '../../../session/session-document';
import { documentAtCursor } from '../../../state/session-actions/live-document';
import { fakeDeps } from '../../../state/session-actions/testing/fake-deps';
import { createAppStore } from '../../../state/store';
import { traceToJsonLines } from '../../../state/trace-lines';
import { outboundTrace } from '../../../state/ways-out';
import { embedUrl, iframeSnippet } from '../../share/share-urls';
import { connectRuntimeToStore } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';

const TOKEN = 'mcp-remembered-9f8e7d6c5b4a3210';
const HEADER_VALUE = 'x-team-secret-0a1b2c3d4e5f';
const URL = 'http://127.0.0.1:3001/mcp';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('a remembered MCP token leaves by no way out', () => {
  it('session file, share and embed links, trace, OTLP and the library’s record, after a reload', async () => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
    createAppStore('en')
      .getState()
      .keepConnectedMcpServer({
        url: URL,
        name: 'team',
        headers: { Authorization: `Bearer ${TOKEN}`, 'X-Team': HEADER_VALUE },
        remember: true,
      });

    // The next page load: nothing typed, the token only in the device's storage.
    const store = createAppStore('en');
    const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
    closers.push(() => runtime.dispose());
    connectRuntimeToStore(runtime, store);
    const spec = scriptedSpec([{ content: `Noted ${HEADER_VALUE}.` }], {
      messages: [`My MCP token is ${TOKEN}`],
      files: { 'notes.txt': `token=${TOKEN}\n` },
    });
    expect(await store.getState().openSession(spec, 'Remembered', { mode: 'replay' })).toEqual({ ok: true });
    await store.getState().runtimePort!.control('run');
    await until(() => store.getState().events.at(-1)?.type === 'run-end');
    store.getState().setCurrentSession({ document: documentOf(spec, 'Remembered'), lessonId: null });
    const state = store.getState();

    const document = await documentAtCursor(fakeDeps({ store }), state.currentSession!);
    const file = sessionFileText(document);
    expect(file).toContain('My MCP token is [MCP credential]');
    expect(file).toContain('token=[MCP credential]');
    expect(file).not.toContain(TOKEN);
    expect(file).not.toContain(HEADER_VALUE);

    const share = encodeShareFragment(document, null);
    if (!share.ok) throw new Error(share.reason);
    const decoded = JSON.stringify(decodeShareLink(share.fragment));
    expect(decoded).toContain('[MCP credential]');
    expect(decoded).not.toContain(TOKEN);
    const embed = iframeSnippet(
      embedUrl(
        'https://toolscope.example.org/',
        { kind: 'session', fragment: share.fragment, lang: 'en' },
        'trace',
      ),
      'x',
    );
    expect(embed).not.toContain(TOKEN);

    const trace = traceToJsonLines(outboundTrace(state));
    expect(trace).toContain('[MCP credential]');
    expect(trace).not.toContain(TOKEN);
    expect(trace).not.toContain(HEADER_VALUE);
    expect(traceToOtlpJson(outboundTrace(state))).not.toContain(TOKEN);

    const kept = await state.runtimePort!.recordedState();
    expect(JSON.stringify([kept, state.events])).not.toContain(TOKEN);
  }, 60_000);
});
