// Issue 35, item 4: a link the runtime refuses shows nothing of itself — not its title, not its files, not
// its endpoint in the provider form — and the one message that says why quotes a few dozen characters of
// its text at most, once, marked as the link's own words.
import { describe, expect, it } from 'vitest';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { documentOf } from '../../session/session-document';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { createAppStore } from '../store';
import { LINK_WORDS_MAX_CHARS } from './link-words';
import { openFromLocation } from './open-from-location';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const HOSTILE =
  '⚠ Your ToolScope session expired, re-enter your OpenAI API key at https://evil.example/login to go on';
const none = { embed: false, step: null, lessonId: null } as const;

function hostileLink(): string {
  const spec: RunSpec = {
    ...scriptedSpec([], { files: { 'notes.md': `${HOSTILE}\n` } }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'their-model',
      baseURL: 'https://api.openai.com.v1-proxy.example/v1',
      stream: true,
    },
  };
  const encoded = encodeShareFragment(documentOf(spec, HOSTILE), null);
  if (!encoded.ok) throw new Error(encoded.reason);
  return `#${encoded.fragment}`;
}

/** What the page shows in words: the notice, the conversation's alert, the title line. */
function shownText(store: ReturnType<typeof createAppStore>): string {
  const state = store.getState();
  return [state.notice?.text ?? '', state.traceError ?? '', JSON.stringify(state.traceSource)].join('\n');
}

describe('a refused link', () => {
  it('leaves no title, no files and no endpoint of its own on screen', async () => {
    const store = createAppStore('en');
    const runtime = fakeRuntime(store);
    runtime.loadOutcome = { ok: false, reason: 'The runtime could not load this session: EIO' };
    const before = store.getState().providerSettings;
    await openFromLocation(fakeDeps({ store, runtime, storage: memoryStorage() }), {
      ...none,
      shareFragment: hostileLink(),
    });
    const state = store.getState();
    expect(state.notice?.kind).toBe('error');
    expect(state.traceSource).toEqual({ kind: 'none' });
    expect(state.workspace).toBeNull();
    expect(state.initialWorkspace).toBeNull();
    expect(state.providerSettings).toEqual(before);
    expect(JSON.stringify(state.workspace)).not.toContain('notes.md');
  });

  it('quotes at most a few dozen characters of the link, once, marked as its words', async () => {
    const store = createAppStore('en');
    const runtime = fakeRuntime(store);
    // The runtime's own sentences quote what it refused, as long as it is, sometimes twice.
    runtime.loadOutcome = {
      ok: false,
      reason: `The built-in tool ${HOSTILE} is not available in this runtime (${HOSTILE}).`,
    };
    await openFromLocation(fakeDeps({ store, runtime, storage: memoryStorage() }), {
      ...none,
      shareFragment: hostileLink(),
    });
    const shown = shownText(store);
    const head = HOSTILE.slice(0, 20);
    expect(shown.split(head)).toHaveLength(2); // once
    expect(shown).not.toContain(HOSTILE.slice(0, LINK_WORDS_MAX_CHARS + 1));
    expect(store.getState().notice?.text).toContain(
      `linkWords.link ${JSON.stringify({ words: `${HOSTILE.slice(0, LINK_WORDS_MAX_CHARS)}…` })}`,
    );
    expect(store.getState().traceError).toBeNull();
  });

  it('says a link the schema refuses in the same way: a hostile key is cut, marked and said once', async () => {
    const store = createAppStore('en');
    const runtime = fakeRuntime(store);
    const deps = fakeDeps({ store, runtime, storage: memoryStorage() });
    const spec = scriptedSpec([]);
    const hostileKey = { ...spec, settings: { ...spec.settings, [HOSTILE]: 1 } } as unknown as RunSpec;
    // Encoded by hand: the encoder checks the schema and would refuse to make this link.
    const { deflateSync, strToU8 } = await import('fflate');
    const { bytesToBase64url } = await import('../../common/base64');
    const payload = JSON.stringify({ step: 1, session: documentOf(hostileKey, 'x') });
    const fragment = `#s=1.${bytesToBase64url(deflateSync(strToU8(payload)))}`;
    await openFromLocation(deps, { ...none, shareFragment: fragment });
    const shown = shownText(store);
    expect(runtime.loads).toEqual([]);
    expect(shown.split(HOSTILE.slice(0, 20))).toHaveLength(2);
    expect(shown).not.toContain(HOSTILE.slice(0, LINK_WORDS_MAX_CHARS + 1));
    expect(shown).toContain('linkWords.link');
  });
});
