// Issue 35, item 1, in Node: the page's store wired to the real runtime host as the worker serves it. A key
// typed into the provider form while a session is open, pasted into a message and into a file, and echoed
// back by an endpoint's 401, leaves by none of the ways out: the session file, the share and embed links,
// the exported trace, the OTLP file, the header lists the inspector shows, nor what the library keeps.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../../../llm/testing/openai-compatible-server';
import type { RunSpec } from '../../../runtime/spec/run-spec';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { credentialFor } from '../../../runtime/providers/endpoint-credential';
import { sessionFileText } from '../../../session/export/session-file';
import { decodeShareLink } from '../../../session/share/decode-share-link';
import { encodeShareFragment } from '../../../session/share/encode-share-link';
import { traceToOtlpJson } from '../../../session/otlp/otlp-export';
import { documentOf, runSpecOf } from '../../../session/session-document';
import { isUnchangedLesson } from '../../../session/lessons/lesson-link';
import { lessonById } from '../../../session/lessons/lesson-catalog';
import { documentAtCursor } from '../../../state/session-actions/live-document';
import { fakeDeps } from '../../../state/session-actions/testing/fake-deps';
import { createAppStore } from '../../../state/store';
import { traceToJsonLines } from '../../../state/trace-lines';
import { outboundTrace } from '../../../state/ways-out';
import { embedUrl, iframeSnippet } from '../../share/share-urls';
import { connectRuntimeToStore } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';

const KEY = 'sk-typed-0123456789abcdefghijkl';
const APP = 'https://toolscope.example.org/playground/';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

async function leakyEndpointSession(server: OpenAICompatibleServer) {
  const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
  closers.push(() => runtime.dispose());
  const store = createAppStore('en');
  connectRuntimeToStore(runtime, store);
  const spec: RunSpec = {
    ...scriptedSpec([], { messages: [] }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'm',
      baseURL: server.baseURL,
      stream: false,
    },
  };
  // The key goes with the load (as Apply sends it), and the form holds it in memory only.
  store.getState().setProviderSettings({ baseURL: server.baseURL });
  store.getState().setEndpointKey({ apiKey: KEY, remember: false });
  const credential = credentialFor(server.baseURL, KEY)!;
  expect(await store.getState().openSession(spec, 'Leaky', { mode: 'live', credential })).toEqual({
    ok: true,
  });
  const port = store.getState().runtimePort!;
  await port.input({
    type: 'workspace-edit',
    source: 'editor',
    changes: [{ type: 'file', path: '.env', encoding: 'utf8', content: `OPENAI_API_KEY=${KEY}\n` }],
  });
  await port.send(`Why does ${KEY} fail?`);
  await port.control('run');
  // The 401 waits for a retry (decision 0735): Stop gives up, and the run ends with it.
  await until(() => store.getState().runtimeStatus?.waiting?.kind === 'failed-call');
  await port.control('stop');
  await until(() => store.getState().events.at(-1)?.type === 'run-end');
  store.getState().setCurrentSession({ document: documentOf(spec, 'Leaky'), lessonId: null });
  return { store, deps: fakeDeps({ store }) };
}

describe('a key the device knows leaves by no way out', () => {
  it('after a reload that forgot the key, the kept session shares without it', async () => {
    const server = await startOpenAICompatibleServer({ fallback: () => ({ type: 'echo-key' }) });
    closers.push(() => server.close());
    const { store } = await leakyEndpointSession(server);
    const kept = (await store.getState().runtimePort!.recordedState())!;
    // A new page: the key was not remembered, so nothing on it knows the key any more.
    const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
    closers.push(() => runtime.dispose());
    const reloaded = createAppStore('en');
    connectRuntimeToStore(runtime, reloaded);
    expect(await reloaded.getState().openSession(kept.spec, 'Leaky', { mode: 'replay' })).toEqual({
      ok: true,
    });
    reloaded.getState().setCurrentSession({ document: documentOf(kept.spec, 'Leaky'), lessonId: null });
    const document = await documentAtCursor(
      fakeDeps({ store: reloaded }),
      reloaded.getState().currentSession!,
    );
    const share = encodeShareFragment(document, null);
    if (!share.ok) throw new Error(share.reason);
    expect(JSON.stringify(decodeShareLink(share.fragment))).toContain('Why does [API key] fail?');
    expect(JSON.stringify(decodeShareLink(share.fragment))).not.toContain(KEY);
  });

  it('session file, share and embed links, trace, OTLP and the inspector header lists', async () => {
    const server = await startOpenAICompatibleServer({ fallback: () => ({ type: 'echo-key' }) });
    closers.push(() => server.close());
    const { store, deps } = await leakyEndpointSession(server);
    const state = store.getState();
    // The endpoint did echo it (its answer is kept with the recording): what follows is the app keeping it
    // out, not the server being polite.
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const document = await documentAtCursor(deps, state.currentSession!);
    const file = sessionFileText(document);
    expect(file).toContain('Incorrect API key provided: [API key]');
    expect(file).toContain('Why does [API key] fail?');
    expect(file).toContain('OPENAI_API_KEY=[API key]');
    expect(file).not.toContain(KEY);

    // The inspector's header lists: the wire exchanges of the trace and of the recording.
    const wires = [
      ...state.events.flatMap((event) => ('wire' in event && event.wire ? [event.wire] : [])),
      ...(document.cassette?.entries ?? []).flatMap((entry) => (entry.wire ? [entry.wire] : [])),
    ];
    expect(wires.length).toBeGreaterThan(0);
    for (const wire of wires) {
      expect(wire.request.headers.authorization).toBe('Bearer [API key]');
      expect(
        JSON.stringify([wire.request.headers, wire.response?.headers, wire.response?.body]),
      ).not.toContain(KEY);
    }

    // What the library writes to IndexedDB, and the trace the panels draw, never held it.
    const kept = await store.getState().runtimePort!.recordedState();
    expect(JSON.stringify(kept)).toContain('Why does [API key] fail?');
    expect(JSON.stringify([kept, state.events, state.runtimeStatus])).not.toContain(KEY);

    const share = encodeShareFragment(document, null, { secrets: [KEY] });
    if (!share.ok) throw new Error(share.reason);
    const decoded = decodeShareLink(share.fragment);
    expect(decoded.ok && JSON.stringify(decoded.document)).toContain('[API key]');
    expect(JSON.stringify(decoded)).not.toContain(KEY);
    const embed = iframeSnippet(
      embedUrl(APP, { kind: 'session', fragment: share.fragment, lang: 'en' }, 'trace'),
      'x',
    );
    expect(embed).toContain(share.fragment);

    const trace = traceToJsonLines(outboundTrace(state));
    expect(trace).toContain('[API key]');
    expect(trace).not.toContain(KEY);
    expect(traceToOtlpJson(outboundTrace(state))).not.toContain(KEY);
  });

  it('a lesson link never stands for a lesson the key was pasted into: only the scrubbed session link does', async () => {
    const lesson = lessonById('registration')!;
    const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
    closers.push(() => runtime.dispose());
    const store = createAppStore('en');
    connectRuntimeToStore(runtime, store);
    store.getState().setEndpointKey({ apiKey: KEY });
    expect(await store.getState().openSession(runSpecOf(lesson.document), 'Lesson')).toEqual({ ok: true });
    const port = store.getState().runtimePort!;
    await port.control('run');
    await until(() => store.getState().runtimeStatus?.phase === 'finished');
    await port.send(`And with ${KEY}?`);
    await until(() => store.getState().runtimeStatus?.phase === 'finished');
    store.getState().setCurrentSession({ document: lesson.document, lessonId: lesson.id });
    const document = await documentAtCursor(fakeDeps({ store }), store.getState().currentSession!);
    expect(isUnchangedLesson(document, lesson)).toBe(false);
    expect(JSON.stringify(document)).toContain('And with [API key]?');
    expect(JSON.stringify(document)).not.toContain(KEY);
  });
});
