import { describe, expect, it } from 'vitest';
import type { LockMeta } from '../protocol/tool-result';
import { toolSuccess } from '../protocol/tool-result';
import type { ObjectSchema } from '../protocol/json-schema';
import type { ToolContext } from '../protocol/tool';
import { call, createHarness, fakeTool } from '../testing/engine-harness';
import { injectLock } from './lock-injection';
import { ReadCache } from '../stores/read-cache';

const lock = (path: string, version: number, mtimeMs = 1000, sizeBytes = 10): LockMeta => ({
  path,
  version,
  contentHash: `hash${version}`,
  mtimeMs,
  sizeBytes,
});

const editParameters: ObjectSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    expected_mtime_ms: { type: 'number' },
    expected_size_bytes: { type: 'number' },
  },
  required: ['path'],
};

describe('injectLock', () => {
  const edit = fakeTool('Edit', { lockUse: 'edit', parameters: editParameters });

  it('injects mtime and size from the Read cache and hands over version and hash', () => {
    const cache = new ReadCache();
    cache.set(lock('/workspace/src/a.ts', 3));
    const injected = injectLock(edit, { path: './src/a.ts' }, cache, 'version-hash', '/workspace');
    expect(injected).toMatchObject({
      verdict: 'INJECTED',
      path: '/workspace/src/a.ts',
      input: { path: './src/a.ts', expected_mtime_ms: 1000, expected_size_bytes: 10 },
      injectedFields: { expected_mtime_ms: 1000, expected_size_bytes: 10 },
      expectedLock: { version: 3, contentHash: 'hash3' },
    });
  });

  it('keeps values the model supplied; the cached lock applies only when they match it', () => {
    const cache = new ReadCache();
    cache.set(lock('/workspace/a', 1));
    const same = injectLock(
      edit,
      { path: 'a', expected_mtime_ms: 1000, expected_size_bytes: 10 },
      cache,
      'version-hash',
      '/workspace',
    );
    expect(same).toMatchObject({ verdict: 'MODEL', expectedLock: { version: 1 } });
    const other = injectLock(edit, { path: 'a', expected_mtime_ms: 5 }, cache, 'version-hash', '/workspace');
    expect(other).toMatchObject({
      verdict: 'MODEL',
      expectedLock: null,
      input: { path: 'a', expected_mtime_ms: 5 },
    });
  });

  it('reports MISSING when nothing was read, and SKIP for tools without a lock', () => {
    expect(injectLock(edit, { path: 'new.ts' }, new ReadCache(), 'version-hash', '/workspace').verdict).toBe(
      'MISSING',
    );
    expect(injectLock(fakeTool('Read'), { path: 'a' }, new ReadCache(), 'seed', '/workspace').verdict).toBe(
      'SKIP',
    );
  });

  it('injects only the fields the tool declares (Write without expected_* gets only the context lock)', () => {
    const cache = new ReadCache();
    cache.set(lock('/workspace/a', 2));
    const write = fakeTool('Write', {
      lockUse: 'write',
      parameters: { type: 'object', properties: { path: { type: 'string' } } },
    });
    expect(injectLock(write, { path: 'a' }, cache, 'version-hash', '/workspace')).toMatchObject({
      verdict: 'INJECTED',
      input: { path: 'a' },
      expectedLock: { version: 2 },
    });
  });
});

describe('lock gate in the pipeline', () => {
  /** A tiny file store: Read returns the lock; Edit compares it like the real tool will. */
  function workspace() {
    let version = 1;
    const seen: (LockMeta | undefined)[] = [];
    const current = (): LockMeta => lock('/workspace/a.ts', version, 1000, 10);
    const read = fakeTool('Read', { safe: true, run: () => toolSuccess('1 | x', {}, { lock: current() }) });
    const edit = fakeTool('Edit', {
      lockUse: 'edit',
      parameters: editParameters,
      run: (_input, context: ToolContext) => {
        seen.push(context.expectedLock);
        if (context.expectedLock?.version !== version) {
          return {
            status: 'error',
            text: 'changed',
            data: {},
            errorCode: 'CONFLICT',
            errorMessage: 'changed',
          } as const;
        }
        version++;
        return toolSuccess('edited', {}, { lock: current() });
      },
    });
    return { tools: [read, edit], seen, bump: () => version++ };
  }

  it('lets Edit after Edit succeed without a new Read (the cache is refreshed by the write)', async () => {
    const w = workspace();
    const h = createHarness({ tools: w.tools });
    await h.turn([call('Read', { path: 'a.ts' })]);
    const first = await h.turn([call('Edit', { path: '/workspace/a.ts' })]);
    const second = await h.turn([call('Edit', { path: './a.ts' })]);
    expect(first.calls[0]!.result.status).toBe('success');
    expect(second.calls[0]!.result.status).toBe('success');
    expect(w.seen.map((l) => l?.version)).toEqual([1, 2]);
  });

  it('passes the stale lock when the file changed since the Read, so the tool answers CONFLICT', async () => {
    const w = workspace();
    const h = createHarness({ tools: w.tools });
    await h.turn([call('Read', { path: 'a.ts' })]);
    w.bump(); // someone else edits the file (same mtime and size: only the version shows it)
    const outcome = await h.turn([call('Edit', { path: 'a.ts' })]);
    expect(outcome.calls[0]!.result.errorCode).toBe('CONFLICT');
    const gate = h.log.events.find((e) => e.type === 'gate-check' && e.gate === 'lock' && e.step === 2);
    expect(gate).toMatchObject({
      verdict: 'INJECTED',
      injectedFields: { expected_mtime_ms: 1000, expected_size_bytes: 10 },
    });
  });

  it('does not refresh the cache from an error result', async () => {
    const w = workspace();
    const h = createHarness({ tools: w.tools });
    await h.turn([call('Read', { path: 'a.ts' })]);
    w.bump();
    await h.turn([call('Edit', { path: 'a.ts' })]);
    expect(h.state.readCache.get('a.ts')?.version).toBe(1);
  });

  it('tells the tool which lock mode applies', async () => {
    let mode = '';
    const h = createHarness({
      tools: [
        fakeTool('Edit', { lockUse: 'edit', run: (_i, c) => ((mode = c.lockMode), toolSuccess('ok')) }),
      ],
      settings: { lockMode: 'seed' },
    });
    await h.turn([call('Edit', { path: 'a' })]);
    expect(mode).toBe('seed');
  });
});

describe('a lock over several paths', () => {
  const relocate = (run: (context: ToolContext) => ReturnType<typeof toolSuccess>) =>
    fakeTool('Relocate', {
      lockUse: 'edit',
      permissionClass: 'write',
      pathArguments: ['from', 'to'],
      run: (_input, context) => run(context),
    });

  it('hands the tool every cached Read at or under each path it names, and only those', () => {
    const cache = new ReadCache();
    for (const path of [
      '/workspace/src/a.ts',
      '/workspace/src/lib/b.ts',
      '/workspace/srcs.ts',
      '/workspace/out/c.ts',
    ])
      cache.set(lock(path, 1));
    const tool = relocate(() => toolSuccess('ok'));
    const injected = injectLock(tool, { from: 'src', to: 'out/c.ts' }, cache, 'version-hash', '/workspace');
    expect(Object.keys(injected.expectedLocks)).toEqual([
      '/workspace/src/a.ts',
      '/workspace/src/lib/b.ts',
      '/workspace/out/c.ts',
    ]);
    // The gate-check still records the first path's own lock: a folder has none.
    expect(injected).toMatchObject({ verdict: 'MISSING', path: '/workspace/src', expectedLock: null });
  });

  it('moves what the Read cache knows when the tool says it moved files', async () => {
    const seen: string[][] = [];
    const read = fakeTool('Read', {
      safe: true,
      run: (input) => toolSuccess('x', {}, { lock: lock(`/workspace/${String(input.path)}`, 1) }),
    });
    const move = relocate((context) => {
      seen.push(Object.keys(context.expectedLocks ?? {}));
      return toolSuccess(
        'moved',
        {},
        {
          locks: [lock('/workspace/dst/a.ts', 2)],
          releasedPaths: ['/workspace/src/a.ts'],
        },
      );
    });
    const h = createHarness({ tools: [read, move] });
    await h.turn([call('Read', { path: 'src/a.ts' })]);
    await h.turn([call('Relocate', { from: 'src', to: 'dst' })]);
    await h.turn([call('Relocate', { from: 'dst', to: 'src' })]);
    expect(seen).toEqual([['/workspace/src/a.ts'], ['/workspace/dst/a.ts']]);
    expect(h.state.readCache.entries().map((l) => [l.path, l.version])).toEqual([['/workspace/dst/a.ts', 2]]);
  });
});
