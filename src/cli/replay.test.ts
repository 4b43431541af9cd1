import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TraceEvent, VirtualClock } from '../engine';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { documentOf } from '../session/session-document';
import { createMemoryWorkspace } from '../vfs/memory-workspace';
import { EXIT, replayMain } from './replay';

const fixture = join(import.meta.dirname, '../session/fixtures/v1/parallel-reads-then-edit.session.json');
const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
let fileCount = 0;

function writeSession(spec: RunSpec | Record<string, unknown>): string {
  const path = join(dir, `s${(fileCount += 1)}.session.json`);
  const document =
    'settings' in spec && 'workspace' in spec && !('format' in spec)
      ? documentOf(spec as RunSpec, 't')
      : spec;
  writeFileSync(path, JSON.stringify(document));
  return path;
}

async function replay(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, hash: out.at(-1)?.replace('traceHash=', '') ?? '' };
}

const files = { 'a.txt': 'one\n' };
const editScript = [
  { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] },
  {
    toolCalls: [
      { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
    ],
  },
  { content: 'Changed.' },
];

describe('npm run replay', () => {
  it('prints a summary per step and ends with a stable trace hash; --json gives the same hash', async () => {
    const first = await replay(fixture);
    expect(first.code).toBe(EXIT.ok);
    expect(first.out).toContain('  batches: [Read Read]∥');
    expect(first.out.at(-1)).toMatch(/^traceHash=[0-9a-f]{64}$/);
    const again = await replay(fixture, '--json');
    expect(again.hash).toBe(first.hash);
    const lines = again.out.slice(0, -1).map((line) => JSON.parse(line) as { type: string });
    expect(lines[0]?.type).toBe('run-start');
    expect(lines.at(-1)?.type).toBe('run-end');
  });

  it('stops after step N with --step', async () => {
    const partial = await replay(fixture, '--step', '1');
    expect(partial.code).toBe(EXIT.ok);
    expect(partial.out.some((l) => l.startsWith('step 1:'))).toBe(true);
    expect(partial.out.some((l) => l.startsWith('step 2:'))).toBe(false);
    expect(partial.hash).not.toBe((await replay(fixture)).hash);
  });

  it('exits 2 with a one-line reason for an invalid document or bad arguments', async () => {
    const bad = await replay(writeSession({ format: 'toolscope.session', formatVersion: 1 }));
    expect(bad.code).toBe(EXIT.invalid);
    expect(bad.err).toEqual(['invalid: the document is missing "title".']);
    expect((await replay(fixture, '--ask', 'maybe')).code).toBe(EXIT.invalid);
    expect((await replay(join(dir, 'nope.session.json'))).code).toBe(EXIT.invalid);
  });

  it('exits 2 for an unknown or out-of-range setting, naming its path', async () => {
    const session = (engine: Record<string, unknown>) =>
      writeSession({ ...(JSON.parse(readFileSync(fixture, 'utf8')) as object), settings: { engine } });
    const cases: [Record<string, unknown>, string][] = [
      [{ maxConcurrency: 'x' }, 'invalid: /settings/engine/maxConcurrency must be integer.'],
      [
        { permissions: { mode: 'bogus' } },
        'invalid: /settings/engine/permissions/mode must be one of ["ask","auto-deny","accept-edits","read-only"].',
      ],
      [{ maxConcurrency: 65 }, 'invalid: /settings/engine/maxConcurrency must be at most 64.'],
      [
        { maxCallPerTurn: 3 },
        'invalid: /settings/engine has a property "maxCallPerTurn" that sessions do not allow (did you mean "maxCallsPerTurn"?).',
      ],
    ];
    for (const [engine, reason] of cases) {
      const result = await replay(session(engine));
      expect(result.code).toBe(EXIT.invalid);
      expect(result.err).toEqual([reason]);
    }
  });

  it('exits 1 when the runtime itself fails during the run, saying so', async () => {
    const failingFlush = (clock: VirtualClock) => {
      const workspace = createMemoryWorkspace({ clock });
      workspace.flush = () => Promise.reject(new Error('disk on fire'));
      return workspace;
    };
    const errors: string[] = [];
    const result = await replayMain(
      [fixture],
      { out: () => undefined, err: (l) => errors.push(l) },
      {
        createWorkspace: failingFlush,
      },
    );
    expect(result).toBe(EXIT.failed);
    expect(errors).toEqual(['failed: the runtime failed during the run: disk on fire']);
  });

  it('exits 3 and says where when the run diverges from the cassette', async () => {
    const created = await createInProcessRuntime(scriptedSpec(editScript, { files }), { mode: 'live' });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    const recorded = created.runtime.exportSpec();
    expect((await replay(writeSession(recorded))).code).toBe(EXIT.ok);
    // Same cassette, different file: the Read result changes, so request 2 would differ.
    const changed = { ...recorded, workspace: scriptedSpec([], { files: { 'a.txt': 'uno\n' } }).workspace };
    const result = await replay(writeSession(changed));
    expect(result.code).toBe(EXIT.diverged);
    expect(result.err[0]).toMatch(
      /^diverged at step 2: Request 2 differs from the recording at messages\[3\]\.content/,
    );
  });

  it('exits 4 on an unanswered permission question unless --ask answers it', async () => {
    const asking = writeSession(
      scriptedSpec(editScript, {
        files,
        settings: { engine: { permissions: { rules: { ask: ['Edit'] } } } },
      }),
    );
    const unanswered = await replay(asking);
    expect(unanswered.code).toBe(EXIT.unanswered);
    expect(unanswered.err[0]).toContain('Edit call call_2_1 asked for permission');
    // The trace says nobody answered, not that a person denied it; the call did not run.
    expect(unanswered.out).toContain('  permission: call_2_1 unanswered (none)');
    expect(unanswered.out).toContain('  gate: Edit call_2_1 DENY (answer.unanswered)');
    const events = (await replay(asking, '--json')).out.slice(0, -1).map((l) => JSON.parse(l) as TraceEvent);
    const gate = events.find(
      (e) => e.type === 'gate-check' && e.gate === 'permission' && e.callId === 'call_2_1',
    );
    expect(gate).toMatchObject({
      verdict: 'DENY',
      rule: 'answer.unanswered',
      asked: { answer: 'unanswered' },
    });
    expect(JSON.stringify(events)).not.toContain('A person denied');
    expect(events.find((e) => e.type === 'tool-end' && e.callId === 'call_2_1')).toMatchObject({
      result: {
        errorCode: 'ABORTED',
        text: 'Not run: its permission question was not answered, so the run stopped.',
      },
    });
    const allowed = await replay(asking, '--ask', 'allow');
    expect(allowed.code).toBe(EXIT.ok);
    expect(allowed.out).toContain('  permission: call_2_1 approve-once (cli)');
    const denied = await replay(asking, '--ask', 'deny');
    expect(denied.code).toBe(EXIT.ok);
    expect(denied.out).toContain('  call_2_1 Edit: error PERMISSION_DENIED at 20–20 ms');
  });
});
