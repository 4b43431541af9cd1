// `npm run replay -- --live-mcp <session>`: the session re-run with its MCP servers live (the model still
// from its record), printing where a server now answers otherwise. Against server-everything on loopback,
// shared by the cases; the committed MCP fixture is pointed at it (recorded against the same server).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../common/testing/everything-server';
import { EXIT, replayMain } from './replay';

const FIXTURE = join(import.meta.dirname, '../session/fixtures/v2/mcp-everything.session.json');
const folder = mkdtempSync(join(tmpdir(), 'replay-live-mcp-'));
let server: EverythingServer;

interface Document {
  tools: { mcp?: { url: string }[] };
  inputs: { outcome?: { answer?: { content: { text: string }[] } } }[];
}

beforeAll(async () => {
  server = await startEverythingServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

function sessionFile(name: string, edit: (document: Document) => void = () => undefined): string {
  const document = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Document;
  for (const mcp of document.tools.mcp ?? []) mcp.url = server.url;
  edit(document);
  const path = join(folder, `${name}.session.json`);
  writeFileSync(path, JSON.stringify(document));
  return path;
}

async function liveRerun(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayMain(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    {},
    env,
  );
  return { code, out, err };
}

describe('npm run replay -- --live-mcp', () => {
  it('says so when every MCP server answers as recorded', async () => {
    const { code, out } = await liveRerun(['--live-mcp', sessionFile('same')]);
    expect(out.join('\n')).toContain('same: every MCP server answered as recorded (1 server, 2 calls)');
    expect(code).toBe(EXIT.ok);
  }, 60_000);

  it('prints where a server now answers otherwise, and exits with its own code', async () => {
    const path = sessionFile('edited', (document) => {
      document.inputs[1]!.outcome!.answer!.content[0]!.text = 'Echo: something else';
    });
    const { code, out } = await liveRerun(['--live-mcp', path]);
    expect(out).toContain('differs: tools/call of everything, call call_1_2, at answer/content/0/text');
    expect(out.join('\n')).toContain('recorded "Echo: something else", live "Echo: the sum is in"');
    expect(code).toBe(EXIT.liveDiffers);
  }, 60_000);

  it('takes a token from the environment (never the command line), and keeps it off the output', async () => {
    const { code, out } = await liveRerun(['--live-mcp', sessionFile('token'), '--token-env', 'MCP_TOKEN'], {
      MCP_TOKEN: 'live-rerun-token-0123456789',
    });
    expect(code).toBe(EXIT.ok);
    expect(out.join('\n')).not.toContain('live-rerun-token-0123456789');
  }, 60_000);

  it('refuses a session without MCP servers, and options that only a replay takes', async () => {
    const path = sessionFile('no-mcp', (document) => {
      delete document.tools.mcp;
      document.inputs = [];
    });
    const none = await liveRerun(['--live-mcp', path]);
    expect(none.code).toBe(EXIT.invalid);
    expect(none.err.join('\n')).toContain('has no MCP server');
    const mixed = await liveRerun(['--live-mcp', sessionFile('mixed'), '--step', '1']);
    expect(mixed.code).toBe(EXIT.invalid);
    expect(mixed.err.join('\n')).toContain('--live-mcp');
  });
});
