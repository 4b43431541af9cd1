// `npm run mcp -- doctor <url>` as the lead wires it: runDoctorCommand against real loopback servers, its
// lines, its exit codes and its usage errors. What each finding means is diagnose.test.ts's; here, what the
// person reads and what a script can rely on.
import { afterEach, describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../common/mcp-doctor/finding';
import {
  freeLoopbackPort,
  GOOD_CORS,
  startDoctorServer,
  type DoctorServer,
  type ServerBehaviour,
} from '../common/mcp-doctor/testing/doctor-servers';
import { wordsProblems } from '../common/mcp-doctor/testing/words-problems';
import { DOCTOR_EXIT, runDoctorCommand } from './mcp-doctor-command';
import { CLI_DOCTOR_WORDS } from './mcp-doctor-words';

const started: DoctorServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function serve(behaviour: ServerBehaviour): Promise<DoctorServer> {
  const server = await startDoctorServer(behaviour);
  started.push(server);
  return server;
}

async function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDoctorCommand(args, { out: (l) => out.push(l), err: (l) => err.push(l), env });
  return { code, out, err };
}

describe('npm run mcp -- doctor', () => {
  it('a server a page can use: exit 0, each finding on a line, and the verdict last', async () => {
    const server = await serve({ cors: GOOD_CORS });
    expect(await run([server.url])).toEqual({
      code: DOCTOR_EXIT.canConnect,
      out: [
        '+ connected: connected to doctor-test-server 0.1.0, protocol version 2025-06-18, tools listed: 2',
        '+ cors-ok: the CORS headers let a page connect',
        'A page at http://127.0.0.1:5173 can connect.',
      ],
      err: [],
    });
  });

  it('names each header the preflight leaves out and what to add, exit 1', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowHeaders: 'content-type, mcp-session-id' } });
    const { code, out } = await run([server.url, '--origin', 'https://toolscope.test']);
    expect(code).toBe(DOCTOR_EXIT.cannotConnect);
    expect(out[0]).toBe(
      'x cors-header-not-allowed: the preflight does not allow the request header mcp-protocol-version' +
        ' -> change: add mcp-protocol-version to Access-Control-Allow-Headers (* never covers authorization)',
    );
    expect(out.at(-1)).toBe('A page at https://toolscope.test cannot connect.');
    expect(server.seen.find((r) => r.method === 'OPTIONS')?.headers.origin).toBe('https://toolscope.test');
  });

  it('sends the token read from --token-env, and never prints it', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowHeaders: 'content-type' } });
    const { code, out, err } = await run([server.url, '--token-env', 'MCP_TOKEN'], {
      MCP_TOKEN: 's3cret-token',
    });
    expect(code).toBe(DOCTOR_EXIT.cannotConnect);
    expect(server.seen[0]!.headers.authorization).toBe('Bearer s3cret-token');
    expect(out).toContain(
      'x cors-header-not-allowed: the preflight does not allow the request header authorization' +
        ' -> change: add authorization to Access-Control-Allow-Headers (* never covers authorization)',
    );
    expect([...out, ...err].join('\n')).not.toContain('s3cret');
  });

  it('--json prints the findings as data, one per line, with no verdict line', async () => {
    const url = `http://127.0.0.1:${await freeLoopbackPort()}/mcp`;
    const { code, out } = await run([url, '--json', '--header', 'X-Api-Key: k']);
    expect(code).toBe(DOCTOR_EXIT.cannotConnect);
    expect(out.map((line) => JSON.parse(line) as unknown)).toEqual([
      { code: 'unreachable-refused', severity: 'error', params: { detail: 'ECONNREFUSED' } },
    ]);
  });

  it.each([
    [[], 'one server URL, 0 given'],
    [['http://a.test/mcp', 'http://b.test/mcp'], 'one server URL, 2 given'],
    [['http://a.test/mcp', '--bearer', 'x'], 'unknown option --bearer'],
    [['http://a.test/mcp', '--header', 'no-colon'], '--header needs "Name: value", got "no-colon"'],
    [['http://a.test/mcp', '--token-env', 'UNSET_VAR'], '--token-env: the variable "UNSET_VAR" is not set'],
    [['http://a.test/mcp', '--timeout', 'soon'], '--timeout needs a whole number of ms'],
    [
      ['http://a.test/mcp', '--origin', 'http://a.test/path'],
      '--origin needs an origin such as http://127.0.0.1:5173',
    ],
  ])('usage error %j: exit 2, said on stderr with the usage', async (args, reason) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(DOCTOR_EXIT.usage);
    expect(out).toEqual([]);
    expect(err[0]!.split('\n')[0]).toBe(reason);
    expect(err[0]).toContain('usage: npm run mcp -- doctor <url>');
  });
});

describe('the CLI’s words', () => {
  it('word every finding code, and no other, with its own parameters only', () => {
    expect(Object.keys(CLI_DOCTOR_WORDS)).toHaveLength(FINDING_CODES.length);
    expect(wordsProblems(CLI_DOCTOR_WORDS)).toEqual([]);
  });
});
