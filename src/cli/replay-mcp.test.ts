// `npm run replay` of a session with MCP tools, with no MCP server anywhere: the recorded tools/list gives the
// registry and the recorded tools/call answers give the results (the fixture was recorded against
// server-everything; its address is a port nothing listens on here).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, replayMain } from './replay';

const fixture = join(import.meta.dirname, '../session/fixtures/v2/mcp-everything.session.json');

async function replay(path: string) {
  const out: string[] = [];
  const code = await replayMain([path], { out: (line) => out.push(line), err: () => undefined });
  return { code, out, hash: out.at(-1)?.replace('traceHash=', '') ?? '' };
}

describe('npm run replay of a session with MCP tools', () => {
  it('replays the recorded MCP answers without the server, to one stable hash', async () => {
    const first = await replay(fixture);
    expect(first.code).toBe(EXIT.ok);
    expect(first.out).toContain('  call_1_1 mcp__everything__get-sum: success at 0–10 ms');
    expect(first.out).toContain('  call_1_2 mcp__everything__echo: success at 0–10 ms');
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await replay(fixture)).hash).toBe(first.hash);
  });

  it('answers from the record: without it the same calls fail, saying the server is not connected', async () => {
    const document = JSON.parse(readFileSync(fixture, 'utf8')) as { inputs: { type: string }[] };
    const withoutAnswers = {
      ...document,
      inputs: document.inputs.filter((input) => input.type !== 'mcp-call'),
    };
    const path = join(mkdtempSync(join(tmpdir(), 'replay-mcp-')), 'no-answers.session.json');
    writeFileSync(path, JSON.stringify(withoutAnswers));
    const replayed = await replay(path);
    expect(replayed.out).toContain('  call_1_1 mcp__everything__get-sum: error EXECUTION_ERROR at 0–10 ms');
    expect(replayed.hash).not.toBe((await replay(fixture)).hash);
  });
});
