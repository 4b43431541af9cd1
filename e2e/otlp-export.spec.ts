// "Export OTLP JSON" in the Trace tab downloads the run as an OTLP/JSON ExportTraceServiceRequest of GenAI
// spans — the same bytes `npm run otel` prints for the same session, since both map the same trace.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { watchPage } from './support/page-guards';
import { openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: number; boolValue?: boolean };
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Attribute[];
}
interface Request {
  resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
}

const attr = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

function cliExport(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'otlp-e2e-')), 'lesson.session.json');
  writeFileSync(file, JSON.stringify(lessonById('parallel-reads')!.document));
  return execFileSync('npx', ['tsx', 'src/cli/otel.ts', file], { encoding: 'utf8' }).trim();
}

test('Export OTLP JSON downloads the trace as GenAI spans, as the CLI prints them', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  await runToEnd(page);
  await page.getByRole('tab', { name: 'Trace' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export OTLP JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('toolscope-trace.otlp.json');
  const path = join(mkdtempSync(join(tmpdir(), 'otlp-download-')), download.suggestedFilename());
  await download.saveAs(path);
  const text = readFileSync(path, 'utf8');
  const request = JSON.parse(text) as Request;

  const spans = request.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
  const [root] = spans;
  expect(root?.name).toBe('invoke_agent ToolScope agent');
  expect(root?.parentSpanId).toBeUndefined();
  expect(spans.slice(1).every((s) => s.parentSpanId === root!.spanId && s.traceId === root!.traceId)).toBe(
    true,
  );
  const chats = spans.filter((s) => attr(s, 'gen_ai.operation.name') === 'chat');
  const tools = spans.filter((s) => attr(s, 'gen_ai.operation.name') === 'execute_tool');
  expect(chats.length).toBeGreaterThan(1);
  expect(chats.every((s) => attr(s, 'gen_ai.request.model') === 'scripted')).toBe(true);
  expect(tools.length).toBeGreaterThan(1);
  for (const tool of tools) {
    expect(tool.name).toBe(`execute_tool ${String(attr(tool, 'gen_ai.tool.name'))}`);
    expect(attr(tool, 'gen_ai.tool.call.id')).toMatch(/^call_/);
    expect(attr(tool, 'toolscope.gate.permission.verdict')).toBe('ALLOW');
    expect(typeof attr(tool, 'toolscope.batch.concurrent')).toBe('boolean');
  }
  expect(text).toBe(cliExport());
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
});
