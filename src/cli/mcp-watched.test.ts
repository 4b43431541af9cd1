// `npm run mcp` as a person runs it: its own process, the command in a thread under the CLIs' watchdog
// (watched-command.ts), the token read from the process's environment. The subcommands' own behaviour is
// mcp.test.ts's and mcp-tools-headers.test.ts's; here, that the entry point reaches them and says their exit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from './testing/run-cli-process';
import { GOOD_CORS, startDoctorServer, type DoctorServer } from '../common/mcp-doctor/testing/doctor-servers';

let server: DoctorServer;

beforeAll(async () => {
  server = await startDoctorServer({ cors: GOOD_CORS });
});

afterAll(async () => {
  await server?.close();
});

function mcp(args: string[], env: Record<string, string> = {}) {
  return runCliProcess('src/cli/mcp.ts', args, env);
}

describe('npm run mcp, its own process under the watchdog', () => {
  it('lists the tools with the token from the environment, and exits 0', async () => {
    const ran = await mcp(['tools', server.url, '--name', 'doc', '--token-env', 'MCP_TEST_TOKEN'], {
      MCP_TEST_TOKEN: 's3cret-token',
    });
    expect(ran.code, ran.stderr).toBe(0);
    const names = ran.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { function: { name: string } }).function.name);
    expect(names).toEqual(['mcp__doc__alpha', 'mcp__doc__beta']);
    const posted = server.seen.find((request) => request.method === 'POST');
    expect(posted?.headers.authorization).toBe('Bearer s3cret-token');
    expect(ran.stdout + ran.stderr).not.toContain('s3cret');
  }, 90_000);
});
