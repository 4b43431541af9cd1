// `npm run mcp -- tools <url>` against the MCP project's reference server on loopback: one OpenAI function
// schema per line, as the registry builds it for a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../common/testing/everything-server';
import { DOCTOR_EXIT } from './mcp-doctor-command';
import { MCP_EXIT } from './mcp-tools-command';
import { mcpMain } from './mcp';

let server: EverythingServer;

beforeAll(async () => {
  server = await startEverythingServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

async function mcp(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await mcpMain(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('npm run mcp', () => {
  it('tools: prints each tool as the function schema the registry builds, one JSON per line', async () => {
    const { code, out, err } = await mcp('tools', server.url, '--strict');
    expect(code).toBe(MCP_EXIT.ok);
    const tools = out.map(
      (line) => JSON.parse(line) as { type: string; function: { name: string; strict?: boolean } },
    );
    const names = tools.map((tool) => tool.function.name);
    expect(names).toEqual(expect.arrayContaining(['mcp__everything__echo', 'mcp__everything__get-sum']));
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const sum = tools.find((tool) => tool.function.name === 'mcp__everything__get-sum')!;
    expect(sum).toMatchObject({
      type: 'function',
      function: { parameters: { required: ['a', 'b'], additionalProperties: false } },
    });
    expect(err.join('\n')).toMatch(/protocol \d{4}-\d{2}-\d{2}/);
  }, 60_000);

  it('tools --name puts the tools under the name given', async () => {
    const { out } = await mcp('tools', server.url, '--name', 'ref');
    expect(out.some((line) => line.includes('"mcp__ref__echo"'))).toBe(true);
  }, 60_000);

  it('says in words what is wrong with the command or the server', async () => {
    expect((await mcp()).code).toBe(MCP_EXIT.invalid);
    expect((await mcp('frobnicate')).err.join('\n')).toMatch(
      /unknown subcommand frobnicate[\s\S]*tools <url>/,
    );
    expect((await mcp('tools', 'not a url')).code).toBe(MCP_EXIT.invalid);
    const unreachable = await mcp('tools', 'http://127.0.0.1:9/mcp');
    expect(unreachable.code).toBe(MCP_EXIT.failed);
    expect(unreachable.err.join('\n')).toMatch(/could not be reached/);
  }, 60_000);

  it('doctor: reached through the same command, it tells what a page meets at the server', async () => {
    const { code, out } = await mcp('doctor', server.url);
    // server-everything answers initialize from any origin: a page can connect.
    expect(code).toBe(DOCTOR_EXIT.canConnect);
    expect(out.join('\n')).toMatch(/mcp-servers\/everything/);
    const usage = await mcp('doctor');
    expect(usage.code).toBe(DOCTOR_EXIT.usage);
    expect(usage.err.join('\n')).toMatch(/npm run mcp -- doctor <url>/);
    const listed = await mcp('nonsense');
    expect(listed.err.join('\n')).toMatch(/npm run mcp -- doctor <url>/);
  });
});
