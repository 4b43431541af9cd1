// `npm run mcp -- tools` takes its headers as the doctor does: `--header` and `--token-env`, never a token on
// the command line (it would stand in the shell's history and in every process listing).
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_CORS, startDoctorServer, type DoctorServer } from '../common/mcp-doctor/testing/doctor-servers';
import { MCP_EXIT, runToolsCommand } from './mcp-tools-command';

const started: DoctorServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function tools(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runToolsCommand(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
  });
  return { code, out, err, all: [...out, ...err].join('\n') };
}

describe('npm run mcp -- tools: the headers it sends', () => {
  it('sends --header and the token read from --token-env to the server, and prints neither value', async () => {
    const server = await startDoctorServer({ cors: GOOD_CORS });
    started.push(server);
    const ran = await tools([server.url, '--header', 'X-Team: s3cret-team', '--token-env', 'MCP_TOKEN'], {
      MCP_TOKEN: 's3cret-token',
    });
    const posted = server.seen.find((request) => request.method === 'POST');
    expect(posted?.headers.authorization).toBe('Bearer s3cret-token');
    expect(posted?.headers['x-team']).toBe('s3cret-team');
    expect(ran.all).not.toContain('s3cret');
  }, 60_000);

  it('refuses a token on the command line, an unset variable and a header without a name, in words', async () => {
    const onTheLine = await tools(['http://127.0.0.1:9/mcp', '--token', 'abc']);
    expect(onTheLine.code).toBe(MCP_EXIT.invalid);
    expect(onTheLine.err.join('\n')).toMatch(
      /--token would leave the token in the shell history: use --token-env/,
    );
    const unset = await tools(['http://127.0.0.1:9/mcp', '--token-env', 'NOT_SET_HERE']);
    expect(unset.err.join('\n')).toMatch(/--token-env: the variable "NOT_SET_HERE" is not set/);
    const nameless = await tools(['http://127.0.0.1:9/mcp', '--header', 'no colon']);
    expect(nameless.err.join('\n')).toMatch(/--header needs "Name: value"/);
    for (const refused of [unset, nameless]) expect(refused.code).toBe(MCP_EXIT.invalid);
  });
});
