import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../session/lessons/lesson-catalog';
import { OTEL_EXIT, otelMain } from './otel';

const dir = mkdtempSync(join(tmpdir(), 'otel-test-'));
const lessonFile = join(dir, 'lesson.session.json');
writeFileSync(lessonFile, JSON.stringify(lessonById('parallel-reads')!.document));

async function otel(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await otelMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

interface Printed {
  resourceSpans: { scopeSpans: { spans: { name: string; startTimeUnixNano: string }[] }[] }[];
}

describe('npm run otel', () => {
  it('prints the session’s trace as one OTLP/JSON request, the same on every run', async () => {
    const first = await otel(lessonFile);
    expect(first.code).toBe(OTEL_EXIT.ok);
    expect(first.out).toHaveLength(1);
    const spans = (JSON.parse(first.out[0]!) as Printed).resourceSpans[0]!.scopeSpans[0]!.spans;
    expect(spans[0]!.name).toBe('invoke_agent ToolScope agent');
    expect(spans.some((s) => s.name === 'execute_tool Read')).toBe(true);
    expect(spans[0]!.startTimeUnixNano).toBe('0');
    expect((await otel(lessonFile)).out[0]).toBe(first.out[0]);
  });

  it('starts the virtual clock at --epoch', async () => {
    const { code, out } = await otel(lessonFile, '--epoch', '2026-01-01T00:00:00Z');
    expect(code).toBe(OTEL_EXIT.ok);
    const [root] = (JSON.parse(out[0]!) as Printed).resourceSpans[0]!.scopeSpans[0]!.spans;
    expect(root!.startTimeUnixNano).toBe(`${BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n}`);
  });

  it('exits 2 on bad arguments or a file that does not load, and prints nothing', async () => {
    const bad = join(dir, 'bad.session.json');
    writeFileSync(bad, '{"not":"a session"}');
    for (const argv of [
      [],
      [lessonFile, lessonFile],
      [lessonFile, '--epoch', 'soon'],
      [lessonFile, '--x'],
      [bad],
    ]) {
      const run = await otel(...argv);
      expect(run.code).toBe(OTEL_EXIT.invalid);
      expect(run.out).toEqual([]);
      expect(run.err[0]).toMatch(/^invalid: /);
    }
  });
});
