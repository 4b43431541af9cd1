// Two apps composed in one realm, each as start-app.tsx composes the page's (browser-app.ts): every part is
// the app's own — its store, its session actions, its ports and the small stores beside them — so what one
// app changes or is given, the other never sees (decision 0504). Components drawn under each app's provider,
// in one render, draw their own app.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { useLessonEditor } from '../../lesson-editor/editor-state';
import { readTraceFile, type TraceFileReader } from '../../ports/trace-file-port';
import { traceRun } from '../../ports/run-tracer-port';
import { AppServicesProvider, type AppServices } from '../../store/app-services';
import { useAppStore } from '../../store/use-app-store';
import type { TerminalPort } from '../../ports/terminal-port';
import { AppUpdatePrompt } from '../update/AppUpdatePrompt';
import { browserApp } from './browser-app';
import type { ComposedApp } from './compose-app';

initI18n('en');

function twoApps(): [ComposedApp, ComposedApp] {
  return [browserApp(), browserApp()];
}

/** What a component of the app reads through the hooks: the store's notice and tab, the editor's mode. */
function Probe() {
  const notice = useAppStore((s) => s.notice?.text ?? 'no notice');
  const tab = useAppStore((s) => s.inspectorTab);
  const { mode } = useLessonEditor();
  return <p>{`${notice} | ${tab} | editor ${mode}`}</p>;
}

function Drawn({ services }: { readonly services: AppServices }) {
  return (
    <AppServicesProvider services={services}>
      <Probe />
      <AppUpdatePrompt />
    </AppServicesProvider>
  );
}

const neverCalled: TerminalPort = {
  run: () => Promise.reject(new Error('not this app')),
  stop: () => Promise.resolve(false),
  info: () => Promise.reject(new Error('not this app')),
};

describe('two apps in one realm', () => {
  it('have no part in common', () => {
    const [a, b] = twoApps();
    const keys = Object.keys(a.services) as (keyof AppServices)[];
    expect(keys.length).toBeGreaterThanOrEqual(8);
    for (const key of keys) expect(a.services[key], key).not.toBe(b.services[key]);
    expect(a.services.terminal.port).not.toBe(b.services.terminal.port);
    expect(a.services.tokenCounts.port).not.toBe(b.services.tokenCounts.port);
    expect(a.runtimeMail).not.toBe(b.runtimeMail);
  });

  it("see nothing of each other's store, whether changed directly or through the session actions", () => {
    const [a, b] = twoApps();
    a.services.actions.showNotice({ kind: 'info', text: 'only in a' });
    a.services.store.getState().setInspectorTab('gates');
    expect(a.services.store.getState().notice?.text).toBe('only in a');
    expect(b.services.store.getState().notice).toBeNull();
    expect(b.services.store.getState().inspectorTab).toBe('schema');
  });

  it("see nothing of each other's ports", async () => {
    const [a, b] = twoApps();
    const probed: string[] = [];
    a.services.terminal.port.provide(neverCalled);
    a.services.terminal.shellProbe.provide(() => probed.push('a'));
    b.services.terminal.shellProbe.provide(() => probed.push('b'));
    a.services.terminal.start();
    a.services.terminal.start();
    expect(probed).toEqual(['a']);
    expect([a.services.terminal.started(), b.services.terminal.started()]).toEqual([true, false]);
    expect(b.services.terminal.port.current()).toBeNull();

    a.services.tokenCounts.port.provide((texts) => Promise.resolve(texts.map((text) => text.length)));
    b.services.tokenCounts.seed(['seeded in b'], [99]);
    await expect(a.services.tokenCounts.count(['abc', 'seeded in b'])).resolves.toEqual([3, 11]);
    await expect(b.services.tokenCounts.count(['abc'])).rejects.toThrow('no runtime to count tokens');

    a.services.runTracer.provide(() => Promise.resolve({ ok: true, events: [] }));
    const spec = {} as Parameters<typeof traceRun>[1];
    await expect(traceRun(a.services.runTracer, spec)).resolves.toEqual({ ok: true, events: [] });
    await expect(traceRun(b.services.runTracer, spec)).resolves.toEqual({
      ok: false,
      reason: 'no runtime worker was started',
    });

    const refusing: TraceFileReader = () => ({
      result: Promise.resolve({ ok: false, cancelled: true }),
      cancel: () => undefined,
    });
    a.services.traceFiles.provide(refusing);
    const file = new Blob(['']);
    await expect(readTraceFile(a.services.traceFiles, file, () => undefined).result).resolves.toEqual({
      ok: false,
      cancelled: true,
    });
    // b has no reader of its own: it reads the file in the page (an empty file is no trace).
    await expect(readTraceFile(b.services.traceFiles, file, () => undefined).result).resolves.toMatchObject({
      ok: false,
      problem: expect.anything() as unknown,
    });

    a.runtimeMail.provide(() => undefined);
    expect(b.runtimeMail.current()).toBeNull();
  });

  it('draw their own app when rendered side by side', () => {
    const [a, b] = twoApps();
    a.services.actions.showNotice({ kind: 'info', text: 'only in a' });
    a.services.lessonEditor.set({ mode: 'edit' });
    a.services.appUpdate.announce(() => Promise.resolve());
    b.services.store.getState().setInspectorTab('budget');
    // React's server renderer draws a zustand store's first state: make each app's current state its first.
    for (const { store } of [a.services, b.services])
      Object.assign(store.getInitialState(), store.getState());
    const html = renderToString(
      <>
        <Drawn services={a.services} />
        <Drawn services={b.services} />
      </>,
    );
    const [first, second] = html.split('</p>').slice(0, 2);
    expect(first).toContain('only in a | schema | editor edit');
    expect(second).toContain('no notice | budget | editor closed');
    expect(html.match(/data-testid="app-update"/g)).toHaveLength(1);
    expect(html.indexOf('data-testid="app-update"')).toBeLessThan(html.lastIndexOf('<p>'));
  });

  it('cannot be drawn without one: a component outside a provider says so', () => {
    expect(() => renderToString(<Probe />)).toThrow('no app services here');
  });
});
